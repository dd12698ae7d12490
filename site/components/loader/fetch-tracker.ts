/** Counts work in progress (HTTP requests, navigations) so the global loader can show while any runs. */
export type ActivityCounter = {
  /** Current number of unfinished tasks. */
  count: () => number;
  /** Marks one task as started; the returned function ends it (calling it twice ends it once). */
  begin: () => () => void;
  /** Calls `listener` after every change of the count; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
};

export function createActivityCounter(): ActivityCounter {
  let active = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    count: () => active,
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

/** A fetch that counts itself in `counter` from call until the response headers arrive or it fails. */
export function trackedFetch(counter: ActivityCounter, inner: typeof fetch): typeof fetch {
  return async (...args: Parameters<typeof fetch>) => {
    const end = counter.begin();
    try {
      return await inner(...args);
    } finally {
      end();
    }
  };
}

/** The one counter of the site: every fetch on the page and every route navigation. */
export const siteActivity = createActivityCounter();

let installed = false;

/** Wraps `window.fetch` once, so requests made by any code (the widget too) show the loader. */
export function installFetchTracker(target: { fetch: typeof fetch } = window): void {
  if (installed) return;
  installed = true;
  target.fetch = trackedFetch(siteActivity, target.fetch.bind(target));
}
