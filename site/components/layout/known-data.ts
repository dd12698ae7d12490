import { createContext } from 'react';

/**
 * The answers a pre-rendered page was rendered with, by cache key (the request's path): set by the
 * pre-render and by the browser start from the page's data block (docs/decisions/0004-prerendering.md),
 * read by `SiteProviders` into the one client cache.
 */
export const KnownDataContext = createContext<Record<string, unknown>>({});
