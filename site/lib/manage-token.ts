import { readStored, removeStored, writeStored } from '@parking/widget';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * The manage token of this visit (docs/product-rules.md#amend-and-cancel). The emailed link carries it
 * in the URL fragment, which browsers never send to a server; it is moved into this tab's
 * session storage and taken out of the address bar, so it is not kept in history or shared by copying.
 */
const KEY = 'manage-token';
const listeners = new Set<() => void>();

function read(): string | undefined {
  const token = readStored('session', KEY);
  return typeof token === 'string' ? token : undefined;
}

function write(token: string | undefined): void {
  if (token) writeStored('session', KEY, token);
  else removeStored('session', KEY);
  listeners.forEach((l) => l());
}

/** The token, the way to replace it, and the fragment moved into storage once the page runs. */
export function useManageToken(): [string | undefined, (token: string | undefined) => void] {
  const token = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    read,
    () => undefined,
  );
  useEffect(() => {
    const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (!fromHash) return;
    write(fromHash);
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
  }, []);
  return [token, useCallback((next: string | undefined) => write(next), [])];
}
