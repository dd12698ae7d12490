import { type ReactNode, useMemo, useState } from 'react';
import type { Airport } from '@parking/core';
import { airportsKey } from '../api/cache-keys';
import { ApiCacheContext, createApiCache } from '../api/query-cache';
import { DEFAULT_API_BASE, type Fetcher, WidgetConfigContext, type WidgetConfig } from '../config';
import { FlowStateContext, useFlowStateSlots } from './flow';

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
  /**
   * The airport list when the host already has it (a pre-rendered page's data): the search form
   * renders its options at once, on the server too, instead of after a request.
   */
  initialAirports?: Airport[] | undefined;
  children: ReactNode;
};

const systemNow = () => new Date();

/**
 * One widget instance: its own flow state and its own API answer cache, so two widgets on a page
 * never share either.
 */
export function WidgetProvider({ apiBase, partnerKey, fetcher, now, initialAirports, children }: WidgetProviderProps) {
  const flow = useFlowStateSlots();
  const [cache] = useState(() => createApiCache({ [airportsKey(apiBase || DEFAULT_API_BASE)]: initialAirports }));
  const config = useMemo<WidgetConfig>(
    () => ({
      apiBase: apiBase || DEFAULT_API_BASE,
      partnerKey: partnerKey || undefined,
      fetcher,
      now: now ?? systemNow,
    }),
    [apiBase, partnerKey, fetcher, now],
  );
  return (
    <WidgetConfigContext.Provider value={config}>
      <ApiCacheContext.Provider value={cache}>
        <FlowStateContext.Provider value={flow}>{children}</FlowStateContext.Provider>
      </ApiCacheContext.Provider>
    </WidgetConfigContext.Provider>
  );
}
