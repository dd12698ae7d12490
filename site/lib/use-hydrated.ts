import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in pre-rendered HTML and during hydration, true once the app owns the page. Controls that only
 * work with the app (menu toggles, a form sent by script) are disabled until then, so a click before
 * hydration is not lost, nor a form sent the browser's way.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
