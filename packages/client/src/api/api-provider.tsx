import { type ReactNode, createContext, useCallback, useContext, useMemo, useState } from 'react';
import { ApiClientContext, DEFAULT_API_BASE } from './client-context';
import { ApiCacheContext, createApiCache } from './query-cache';
import type { ApiClientOptions } from './request';

/** Props of {@link ApiProvider}: the client options (each optional) and the answers already known. */
export type ApiProviderProps = Partial<ApiClientOptions> & {
  /**
   * Answers the host already has, by cache key (the request's path under `apiBase`): they render at once
   * and are fetched again once in the background. A reset starts from them again.
   */
  known?: Record<string, unknown> | undefined;
  children: ReactNode;
};

const ResetContext = createContext<() => void>(() => undefined);

/**
 * Forgets everything the nearest {@link ApiProvider} has read: a new, empty cache, and its children mount
 * again, so nothing read before (another person's, another organisation's) can show and every view reads
 * again. The console calls it after signing in or out and after switching organisation.
 */
export function useResetApi(): () => void {
  return useContext(ResetContext);
}

/** One cache and one set of client options, for as long as it stays mounted. */
function ApiScope({ known, children, apiBase, partnerKey, fetcher, credentials }: ApiProviderProps) {
  const [cache] = useState(() => createApiCache(known));
  const client = useMemo<ApiClientOptions>(
    () => ({ apiBase: apiBase || DEFAULT_API_BASE, partnerKey: partnerKey || undefined, fetcher, credentials }),
    [apiBase, partnerKey, fetcher, credentials],
  );
  return (
    <ApiClientContext value={client}>
      <ApiCacheContext value={cache}>{children}</ApiCacheContext>
    </ApiClientContext>
  );
}

/**
 * A host's API client without the widget's booking flow: its own cache (apart from any other provider's)
 * and its client options (the console: `credentials: 'same-origin'` and its step-up edge as `fetcher`),
 * renewed by {@link useResetApi}. The widget's `WidgetProvider` provides the same two contexts.
 */
export function ApiProvider(props: ApiProviderProps) {
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => setGeneration((n) => n + 1), []);
  return (
    <ResetContext value={reset}>
      <ApiScope key={generation} {...props} />
    </ResetContext>
  );
}
