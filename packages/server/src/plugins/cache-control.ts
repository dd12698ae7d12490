import { basename, sep } from 'node:path';

/** Site assets get a content hash in their name from Vite (`index-BxQ9a_3k.js`): never revalidated. */
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Names partners embed: they cannot carry a hash, so a short life, refreshed in the background. */
const WIDGET_ENTRIES = new Set(['parking-search.js', 'loader.js']);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const WIDGET_SCRIPT = 'public, max-age=300, stale-while-revalidate=86400';
const REVALIDATE = 'no-cache';

/** Cache-Control for a static file, by its path on disk (a pre-compressed `.br`/`.gz` counts as its original). */
export function cacheControlFor(filePath: string): string {
  const path = filePath.replace(/\.(br|gz)$/, '');
  const name = basename(path);
  if (WIDGET_ENTRIES.has(name)) return WIDGET_SCRIPT;
  if (path.includes(`${sep}assets${sep}`) && HASHED.test(name)) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * For an answer no browser or proxy may keep (a member's or traveller's data, a one-off page, metrics):
 * `reply.headers(NEVER_STORED)`. Every console answer gets it from the console plugin
 * (modules/console/plugin.ts); the other routes that need it name it.
 */
export const NEVER_STORED = { 'cache-control': 'no-store' } as const;
