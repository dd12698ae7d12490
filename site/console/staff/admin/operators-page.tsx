import { useConsoleTitle } from '../../shell/console-title';

/** Operators (issue 24; placeholder until its part lands). */
export function OperatorsPage() {
  useConsoleTitle('Operators');
  return <h1>Operators</h1>;
}
