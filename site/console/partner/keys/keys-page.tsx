import { useConsoleTitle } from '../../shell/console-title';

/** Widget keys (issue 23; placeholder until its part lands). */
export function KeysPage() {
  useConsoleTitle('Widget keys');
  return <h1>Widget keys</h1>;
}
