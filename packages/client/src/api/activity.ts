/**
 * A count of unfinished work (requests, navigations) that a view can subscribe to, e.g. with
 * `useSyncExternalStore(counter.subscribe, counter.getSnapshot)`. Hosts read it instead of wrapping
 * `window.fetch` (docs/decisions/0010-one-api-client.md).
 */
export type ActivityCounter = {
  /** The number of tasks started and not yet ended. */
  getSnapshot: () => number;
  /** Marks one task as started; the returned function ends it (calling it twice ends it once). */
  begin: () => () => void;
  /** Calls `listener` after every change of the count; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

/** A new, empty counter. */
export function createActivityCounter(): ActivityCounter {
  let active = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    getSnapshot: () => active,
    begin() {
      active += 1;
      emit();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        active -= 1;
        emit();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** API requests of this page in flight, from every client instance: counted by `apiRequest`. */
export const apiActivity: ActivityCounter = createActivityCounter();
