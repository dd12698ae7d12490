import { type ReactNode, useMemo, useState } from 'react';
import { ApiCacheContext, ApiClientContext, DEFAULT_API_BASE, type Fetcher, createApiCache } from '@parking/client';
import type { WidgetConfig } from '../config';
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
   * Answers the host already has, by cache key (the request's path under `apiBase`, e.g. a pre-rendered
   * page's data): they render at once, on the server too, and are fetched again once in the background.
   * With the airport list the search form's options are in the pre-rendered HTML.
   */
  known?: Record<string, unknown> | undefined;
  /** Cookies sent with the API requests: `omit` (the default) for partner pages. */
  credentials?: RequestCredentials | undefined;
  children: ReactNode;
};

const systemNow = () => new Date();

/**
 * One widget instance (or the host site's public pages): its own flow state and its own API client
 * cache, so two widgets on a page never share either. Its config (the clock beside the client's
 * options) goes in @parking/client's ApiClientContext, which `useApiQuery` and `useWidgetConfig` read.
 */
export function WidgetProvider(props: WidgetProviderProps) {
  const { apiBase, partnerKey, fetcher, now, known, credentials, children } = props;
  const flow = useFlowStateSlots();
  const [cache] = useState(() => createApiCache(known));
  const config = useMemo<WidgetConfig>(
    () => ({
      apiBase: apiBase || DEFAULT_API_BASE,
      partnerKey: partnerKey || undefined,
      fetcher,
      now: now ?? systemNow,
      credentials,
    }),
    [apiBase, partnerKey, fetcher, now, credentials],
  );
  return (
    <ApiClientContext.Provider value={config}>
      <ApiCacheContext.Provider value={cache}>
        <FlowStateContext.Provider value={flow}>{children}</FlowStateContext.Provider>
      </ApiCacheContext.Provider>
    </ApiClientContext.Provider>
  );
}
