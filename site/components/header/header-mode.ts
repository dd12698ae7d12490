import { FIXED_TITLES } from './nav-links';

/** Below this width a search route gets the transparent header without the form (docs/product-rules.md#header). */
export const SEARCH_HEADER_BREAKPOINT = 952;

/** How the header looks on a route (docs/product-rules.md#header). */
export type HeaderMode =
  | { kind: 'transparent' }
  | { kind: 'title'; title: string }
  | { kind: 'steps' }
  | { kind: 'search' }
  | { kind: 'solid' };

const TRANSPARENT_PATHS = new Set(['/', '/booking/success', '/booking/cancel']);

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/**
 * The header's display mode from the path and the window width: the only place these rules live.
 * The "search" rule applies to any path containing "search" (docs/product-rules.md#header).
 */
export function headerMode(pathname: string, width: number): HeaderMode {
  const path = normalise(pathname);
  if (path.includes('search')) {
    return width < SEARCH_HEADER_BREAKPOINT ? { kind: 'transparent' } : { kind: 'search' };
  }
  if (TRANSPARENT_PATHS.has(path) || /^\/airport\/[^/]+$/.test(path)) return { kind: 'transparent' };
  if (path === '/booking-details') return { kind: 'steps' };
  const title = FIXED_TITLES[path] ?? (path.startsWith('/blogs/') ? FIXED_TITLES['/blogs'] : undefined);
  if (title) return { kind: 'title', title };
  return { kind: 'solid' };
}
