import { useConsoleTitle } from '../../shell/console-title';

/** Widget funnel (issue 23; placeholder until its part lands). */
export function FunnelPage() {
  useConsoleTitle('Widget funnel');
  return <h1>Widget funnel</h1>;
}
