import { useConsoleTitle } from '../../shell/console-title';

/** Partners (issue 23; placeholder until its part lands). */
export function PartnersPage() {
  useConsoleTitle('Partners');
  return <h1>Partners</h1>;
}
