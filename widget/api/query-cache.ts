import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';

type QueryState = { data?: unknown; error?: unknown; fetching: boolean };
type Entry = { state: QueryState; inflight?: Promise<void> | undefined; listeners: Set<() => void> };

/** API answers of one widget instance by key; WidgetProvider creates one. */
export type ApiCache = Map<string, Entry>;

/** A cache, optionally holding answers already known (a pre-rendered page's data) by key. */
export function createApiCache(known: Record<string, unknown> = {}): ApiCache {
  const cache: ApiCache = new Map();
  for (const [key, data] of Object.entries(known)) {
    if (data !== undefined) cache.set(key, { state: { data, fetching: false }, listeners: new Set() });
  }
  return cache;
}

export const ApiCacheContext = createContext<ApiCache>(createApiCache());

function entryOf(cache: ApiCache, key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: { fetching: false }, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/** Loads once at a time per key; a failure keeps the last good data beside the error. */
function run(entry: Entry, load: () => Promise<unknown>): Promise<void> {
  if (entry.inflight) return entry.inflight;
  publish(entry, { ...entry.state, fetching: true });
  entry.inflight = load()
    .then(
      (data) => publish(entry, { data, fetching: false }),
      (error: unknown) => publish(entry, { data: entry.state.data, error, fetching: false }),
    )
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight;
}

/** What useApiQuery returns. */
export type ApiQuery<T> = {
  data: T | undefined;
  error: unknown;
  /** No answer yet (neither data nor error). */
  isLoading: boolean;
  retry: () => Promise<void>;
};

/**
 * Fetches `load()` once per key and widget instance, shares the answer with every component asking
 * for the same key, and polls while `refreshMs(data)` is above zero. No refetch on focus or
 * reconnect: partner pages switch tabs a lot. (The few features of swr the widget used, in 1 KB
 * instead of 5 KB of the partner bundle.)
 */
export function useApiQuery<T>(
  key: string,
  load: () => Promise<T>,
  refreshMs?: (data: T | undefined) => number,
): ApiQuery<T> {
  const entry = entryOf(useContext(ApiCacheContext), key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = () => entry.state;
  // The same snapshot on the server: a pre-render shows what this cache holds then (usually "loading").
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (entry.state.data === undefined && entry.state.error === undefined) void run(entry, () => loadRef.current());
  }, [entry]);
  const data = state.data as T | undefined;
  const interval = refreshMs?.(data) ?? 0;
  useEffect(() => {
    if (interval <= 0) return;
    const timer = setInterval(() => void run(entry, () => loadRef.current()), interval);
    return () => clearInterval(timer);
  }, [entry, interval]);
  return {
    data,
    error: state.error,
    isLoading: data === undefined && state.error === undefined,
    retry: () => run(entry, () => loadRef.current()),
  };
}
