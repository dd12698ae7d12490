import { contentQueries } from '../lib/content-api';
import type { ContentQuery } from '../lib/content-api';
import { AIRPORTS } from '../content/airports';
import { INFO_PAGE_PATHS } from '../content/info-page-paths';

/**
 * One page the build writes. `hydrate`: real content, hydrated by the same app in the browser.
 * `shell`: a visitor-specific route (its content depends on the query string), written as its frame,
 * heading and skeleton, then rendered by the browser.
 */
export type PrerenderPage = {
  path: string;
  mode: 'hydrate' | 'shell';
  /** The content requests its first render needs, handed to the client cache as known data. */
  queries: readonly ContentQuery<unknown>[];
};

/** Visitor-specific routes: their content depends on the query string. */
const SHELL_PATHS = ['/search', '/booking-details', '/booking/success', '/booking/cancel'] as const;

const content = (path: string, queries: ContentQuery<unknown>[] = []): PrerenderPage => ({
  path,
  mode: 'hydrate',
  queries,
});

/** Every page the build writes, given the ids of the published blog posts. */
export function prerenderPages(blogIds: readonly string[]): PrerenderPage[] {
  return [
    content('/', [contentQueries.airports()]),
    ...Object.keys(AIRPORTS).map((slug) =>
      content(`/airport/${slug}`, [contentQueries.airports(), contentQueries.airportProviders(slug)]),
    ),
    content('/faq'),
    content('/about'),
    content('/contact'),
    content('/partners'),
    content('/amend-booking'),
    ...INFO_PAGE_PATHS.map((path) => content(path)),
    content('/reviews', [contentQueries.reviews()]),
    content('/blogs', [contentQueries.blogs()]),
    ...blogIds.map((id) => content(`/blogs/${encodeURIComponent(id)}`, [contentQueries.blog(id)])),
    ...SHELL_PATHS.map((path): PrerenderPage => ({ path, mode: 'shell', queries: [] })),
  ];
}
