import { useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { type ApiFailure, toApiFailure } from './api-failure';
import { ApiClientContext } from './client-context';
import { ApiCacheContext, entryOf, mutate, needsLoad, revalidate, run } from './query-cache';
import type { ApiClientOptions } from './request';

/** What useApiQuery returns. */
export type ApiQuery<T> = {
  data: T | undefined;
  /** The last failure; the last good `data` stays beside it. */
  error: ApiFailure | undefined;
  /** No answer yet (neither data nor error). */
  isLoading: boolean;
  /** A request for this key is in flight (the first load, a retry or a revalidation). */
  isFetching: boolean;
  /** Fetches the key again (joins a request already in flight). */
  retry: () => Promise<void>;
  /** Sets the data at once; with `commit`, sends the change and rolls back if it fails. */
  mutate: (data: T, commit?: () => Promise<T | undefined>) => Promise<void>;
};

/** How a read behaves beyond loading once. */
export type ApiQueryOptions<T> = {
  /** Fetches again every so many ms while above zero (e.g. a pending payment). */
  pollMs?: (data: T | undefined) => number;
  /** Known data (a pre-render's) is not fetched again: reference data that changes with a deploy. */
  keepKnown?: boolean;
};

const IDLE = { fetching: false };
const idle = () => IDLE;
const noSubscription = () => () => undefined;

/**
 * Reads `load(config)` once per key and client instance, shares the answer with every component asking
 * for the same key, and polls while `pollMs(data)` is above zero. A `null` key reads nothing. No
 * refetch on focus or reconnect: partner pages switch tabs a lot. Every failure is an ApiFailure.
 */
export function useApiQuery<T>(
  key: string | null,
  load: (config: ApiClientOptions) => Promise<T>,
  options: ApiQueryOptions<T> = {},
): ApiQuery<T> {
  const { pollMs, keepKnown = false } = options;
  const cache = useContext(ApiCacheContext);
  const config = useContext(ApiClientContext);
  const entry = key === null ? undefined : entryOf(cache, key);
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return noSubscription();
      entry.listeners.add(listener);
      return () => void entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = entry ? () => entry.state : idle;
  // The same snapshot on the server: a pre-render shows what this cache holds then (known data or "loading").
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const loadRef = useRef(() => load(config).catch((error: unknown) => Promise.reject(toApiFailure(error))));
  useEffect(() => {
    loadRef.current = () => load(config).catch((error: unknown) => Promise.reject(toApiFailure(error)));
  });
  useEffect(() => {
    if (entry && needsLoad(entry, keepKnown)) void run(entry, () => loadRef.current());
  }, [entry, keepKnown]);
  const data = (state as { data?: T }).data;
  const interval = pollMs?.(data) ?? 0;
  useEffect(() => {
    if (!entry || interval <= 0) return;
    const timer = setInterval(() => void run(entry, () => loadRef.current()), interval);
    return () => clearInterval(timer);
  }, [entry, interval]);
  const error = (state as { error?: ApiFailure }).error;
  return {
    data,
    error,
    isLoading: entry !== undefined && data === undefined && error === undefined,
    isFetching: state.fetching,
    retry: () => (entry ? run(entry, () => loadRef.current()) : Promise.resolve()),
    mutate: (next, commit) => (key === null ? Promise.resolve() : mutate(cache, key, next, commit)),
  };
}

/** The nearest client cache by key: revalidate a read, or update it (optimistically) after a change. */
export function useApiCache() {
  const cache = useContext(ApiCacheContext);
  return {
    /** Fetches `key` again with its reader's loader. */
    revalidate: (key: string) => revalidate(cache, key),
    /** Sets `key`'s data; with `commit`, rolls back if the change fails. */
    mutate: <T>(key: string, data: T, commit?: () => Promise<T | undefined>) => mutate(cache, key, data, commit),
  };
}
