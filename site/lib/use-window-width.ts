import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The window's width in CSS px, scrollbar included: `window.innerWidth`, the width the header and search
 * breakpoints are defined on (docs/product-rules.md#header) and what CSS media queries compare. Not
 * `clientWidth`, which leaves out a classic scrollbar and would flip the header 15 px late.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}
