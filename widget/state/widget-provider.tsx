import { Provider as JotaiProvider, createStore } from 'jotai';
import { type ReactNode, useMemo, useState } from 'react';
import { SWRConfig } from 'swr';
import { DEFAULT_API_BASE, type Fetcher, WidgetConfigContext, type WidgetConfig } from '../config';

/** Props of WidgetProvider. */
export type WidgetProviderProps = {
  /** Base of the versioned API; defaults to `/api/v1`. */
  apiBase?: string;
  /** Public partner key, sent as `X-Partner-Key`. */
  partnerKey?: string;
  /** Replaces `fetch` at the network edge (tests and stories). */
  fetcher?: Fetcher;
  /** Replaces the clock (tests and stories), so "today" and past slots are fixed. */
  now?: () => Date;
  children: ReactNode;
};

const systemNow = () => new Date();

/**
 * One widget instance: its own jotai store (the default store would be shared by every widget on a
 * page) and its own SWR cache, with no refetch on focus (partner pages switch tabs a lot).
 */
export function WidgetProvider({ apiBase, partnerKey, fetcher, now, children }: WidgetProviderProps) {
  const [store] = useState(() => createStore());
  const [cache] = useState(() => new Map());
  const config = useMemo<WidgetConfig>(
    () => ({
      apiBase: apiBase || DEFAULT_API_BASE,
      partnerKey: partnerKey || undefined,
      fetcher,
      now: now ?? systemNow,
    }),
    [apiBase, partnerKey, fetcher, now],
  );
  const swrValue = useMemo(
    () => ({
      provider: () => cache,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    }),
    [cache],
  );
  return (
    <WidgetConfigContext.Provider value={config}>
      <SWRConfig value={swrValue}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </SWRConfig>
    </WidgetConfigContext.Provider>
  );
}
