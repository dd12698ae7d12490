import { useConsoleTitle } from '../../shell/console-title';

/** Messages (issue 24; placeholder until its part lands). */
export function MessagesPage() {
  useConsoleTitle('Messages');
  return <h1>Messages</h1>;
}
