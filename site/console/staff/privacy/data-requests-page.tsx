import { useConsoleTitle } from '../../shell/console-title';

/** Data requests (issue 24; placeholder until its part lands). */
export function DataRequestsPage() {
  useConsoleTitle('Data requests');
  return <h1>Data requests</h1>;
}
