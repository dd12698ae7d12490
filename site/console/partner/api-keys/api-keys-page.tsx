import { useConsoleTitle } from '../../shell/console-title';

/** Reporting API keys (issue 23; placeholder until its part lands). */
export function ApiKeysPage() {
  useConsoleTitle('Reporting API keys');
  return <h1>Reporting API keys</h1>;
}
