import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The layout viewport's width in CSS px (what media queries compare), updated on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.clientWidth || window.innerWidth,
    () => 1280,
  );
}
