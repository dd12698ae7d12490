import { useConsoleTitle } from '../../shell/console-title';

/** Configure the widget (issue 23; placeholder until its part lands). */
export function ConfigurePage() {
  useConsoleTitle('Configure the widget');
  return <h1>Configure the widget</h1>;
}
