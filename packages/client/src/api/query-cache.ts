import { createContext } from 'react';

type QueryState = { data?: unknown; error?: unknown; fetching: boolean };
type Entry = {
  state: QueryState;
  inflight?: Promise<void> | undefined;
  listeners: Set<() => void>;
  /** The loader of the last reader, so the key can be revalidated from anywhere. */
  load?: (() => Promise<unknown>) | undefined;
  /** Known data from a pre-render: shown at once, fetched again once in the background. */
  stale?: boolean;
  /** Bumped by every `mutate`, so an older load's answer never overwrites a newer value. */
  version: number;
};

/** API answers of one client instance by key; ApiProvider (or the widget's WidgetProvider) creates one. */
export type ApiCache = Map<string, Entry>;

/**
 * A cache, optionally holding answers already known by key (a pre-rendered page's data). Known answers
 * are shown at once, the first render equals the pre-rendered HTML, and each is fetched again once in
 * the background when first read (the page may be older than the data).
 */
export function createApiCache(known: Record<string, unknown> = {}): ApiCache {
  const cache: ApiCache = new Map();
  for (const [key, data] of Object.entries(known)) {
    if (data !== undefined)
      cache.set(key, { state: { data, fetching: false }, listeners: new Set(), stale: true, version: 0 });
  }
  return cache;
}

/** The cache of the nearest ApiProvider or WidgetProvider; outside one, a cache of the page's own. */
export const ApiCacheContext = createContext<ApiCache>(createApiCache());

/** The entry of `key`, created empty when new. */
export function entryOf(cache: ApiCache, key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { state: { fetching: false }, listeners: new Set(), version: 0 };
    cache.set(key, entry);
  }
  return entry;
}

function publish(entry: Entry, state: QueryState): void {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

/**
 * Whether a reader arriving now should load: nothing yet, or known data not yet fetched again (unless
 * the reader keeps known data as it is).
 */
export function needsLoad(entry: Entry, keepKnown = false): boolean {
  return (entry.stale === true && !keepKnown) || (entry.state.data === undefined && entry.state.error === undefined);
}

/**
 * Loads once at a time per key (de-duplication); a failure keeps the last good data beside the error.
 * The loader is kept for `revalidate`.
 */
export function run(entry: Entry, load: () => Promise<unknown>): Promise<void> {
  entry.load = load;
  if (entry.inflight) return entry.inflight;
  entry.stale = false;
  const version = entry.version;
  const settle = (state: QueryState) => {
    if (entry.version === version) publish(entry, state);
  };
  publish(entry, { ...entry.state, fetching: true });
  entry.inflight = load()
    .then(
      (data) => settle({ data, fetching: false }),
      (error: unknown) => settle({ data: entry.state.data, error, fetching: false }),
    )
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight;
}

/** Fetches `key` again with its last reader's loader (nothing when no one has read it). */
export function revalidate(cache: ApiCache, key: string): Promise<void> {
  const entry = cache.get(key);
  return entry?.load ? run(entry, entry.load) : Promise.resolve();
}

/**
 * Sets `key`'s data at once (an optimistic update). With `commit`, the change is sent: its answer (when
 * it returns one) replaces the data; its failure restores what was there before and is rethrown.
 */
export async function mutate<T>(
  cache: ApiCache,
  key: string,
  data: T,
  commit?: () => Promise<T | undefined>,
): Promise<void> {
  const entry = entryOf(cache, key);
  const before = entry.state;
  entry.version += 1;
  publish(entry, { data, fetching: commit !== undefined });
  if (!commit) return;
  const version = entry.version;
  try {
    const answer = await commit();
    if (entry.version === version) publish(entry, { data: answer === undefined ? data : answer, fetching: false });
  } catch (error) {
    if (entry.version === version) {
      entry.version += 1;
      publish(entry, { ...before, fetching: false });
    }
    throw error;
  }
}
