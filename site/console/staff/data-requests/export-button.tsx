import { londonNow } from '@parking/core';
import { useState } from 'react';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { exportTraveller } from './privacy-api';

/** Saves `data` as a JSON file named `name`, as the browser saves any download. */
function saveJson(name: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Download everything as JSON" for `email`: the export through the console's client (the server may
 * ask for the passkey again first), saved as `traveller-data-<London date>.json`; what happened is said
 * in a live region.
 */
export function ExportButton({ email }: { email: string }) {
  const api = useConsoleApi();
  const [pending, setPending] = useState(false);
  const [news, setNews] = useState('');
  const download = async () => {
    setPending(true);
    setNews('');
    try {
      const name = `traveller-data-${londonNow(new Date()).date}.json`;
      saveJson(name, await exportTraveller(api, email));
      setNews(`Downloaded ${name}.`);
    } catch (error) {
      setNews(failureMessage(error, 'The export was not downloaded. Try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <p>
      <button type="button" className="btn btn--outline" onClick={download} disabled={pending}>
        {pending ? 'Preparing the file…' : 'Download everything as JSON'}
        <span className="visually-hidden"> for {email}</span>
      </button>{' '}
      <span role="status">{news}</span>
    </p>
  );
}
