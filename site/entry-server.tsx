/**
 * Build-time rendering of the site (scripts/prerender.ts calls it through Vite's SSR build): each page
 * of prerenderPages() rendered with React 19's static `prerender` (react-dom/static, which waits for every
 * lazy part) and React Router's static handler, with
 * its head tags and the data its first client render needs. See docs/decisions/0004-prerendering.md.
 */
import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { DEFAULT_SUPPORT, type Provider, fillSupport } from '@parking/core';
import { KnownDataContext } from './components/layout/known-data';
import { routes } from './router';
import { FAQ_GROUPS } from './content/faq';
import { type HeadCollector, HeadCollectorContext, type PageHead } from './seo/head-collector';
import { PUBLIC_URL_PLACEHOLDER, headTags } from './seo/head-tags';
import type { PageData } from './seo/page-data';
import type { PrerenderPage } from './seo/prerender-pages';
import { PrerenderShellContext } from './seo/shell-context';
import {
  type Crumb,
  type JsonLd,
  breadcrumbLd,
  faqPageLd,
  organizationLd,
  parkingFacilitiesLd,
} from './seo/structured-data';
import { contentQueries } from './lib/content-api';

export { prerenderPages } from './seo/prerender-pages';
export { contentQueries } from './lib/content-api';
export { PUBLIC_URL_PLACEHOLDER, jsonForScript } from './seo/head-tags';
export { PAGE_DATA_ID, type PageData } from './seo/page-data';

/** One rendered page, ready to be put into the HTML template. */
export type RenderedPage = {
  path: string;
  mode: PrerenderPage['mode'];
  head: PageHead;
  /** Everything for <head> after the title. */
  headTags: string;
  /** The inside of #root. */
  html: string;
  data: PageData;
};

/** An executable inline script: React's streaming helpers, which the CSP would block. */
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>/;

/**
 * The page's markup. A lazy part still loading inside a Suspense boundary makes React write that boundary
 * out of order, with inline scripts to put it in place; once rendered, lazy modules are loaded, so a second
 * render is complete in order.
 */
async function renderWithoutScripts(path: string, tree: ReactNode): Promise<string> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const { prelude } = await prerender(tree);
    const html = await new Response(prelude).text();
    if (!INLINE_SCRIPT.test(html)) return html;
  }
  throw new Error(`${path}: the rendered page still needs inline scripts`);
}

function crumbsFor(path: string, head: PageHead): Crumb[] {
  if (path === '/') return [];
  if (path.startsWith('/blogs/'))
    return [
      { name: 'Blogs', path: '/blogs' },
      { name: head.name, path },
    ];
  return [{ name: head.name, path }];
}

function structuredData(page: PrerenderPage, head: PageHead, fallback: Record<string, unknown>): JsonLd[] {
  const origin = PUBLIC_URL_PLACEHOLDER;
  const ld: JsonLd[] = [organizationLd(origin)];
  if (page.mode === 'shell') return ld;
  const crumbs = crumbsFor(page.path, head);
  if (crumbs.length > 0) ld.push(breadcrumbLd(origin, crumbs));
  if (page.path === '/faq') {
    // The answers as the page shows them at build time: support details filled with their defaults.
    const items = FAQ_GROUPS.flatMap((g) => g.items).map((i) => ({
      ...i,
      answer: fillSupport(i.answer, DEFAULT_SUPPORT),
    }));
    ld.push(faqPageLd(items));
  }
  const airport = /^\/airport\/([^/]+)$/.exec(page.path)?.[1];
  if (airport) {
    const providers = fallback[contentQueries.airportProviders(airport).key] as Provider[] | undefined;
    ld.push(...parkingFacilitiesLd(providers ?? []));
  }
  return ld;
}

/** Renders one page; `load` answers a content request (the build asks the real API in-process). */
export async function renderPage(page: PrerenderPage, load: (key: string) => Promise<unknown>): Promise<RenderedPage> {
  const fallback: Record<string, unknown> = {};
  for (const query of page.queries) fallback[query.key] = query.pick(await load(query.key));

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${page.path}`));
  if (context instanceof Response) throw new Error(`${page.path}: the router answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | undefined;
  const collector: HeadCollector = { report: (h) => (head = h) };
  const tree = (
    <StrictMode>
      <HeadCollectorContext value={collector}>
        <PrerenderShellContext value={page.mode === 'shell'}>
          <KnownDataContext value={fallback}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </KnownDataContext>
        </PrerenderShellContext>
      </HeadCollectorContext>
    </StrictMode>
  );
  const html = await renderWithoutScripts(page.path, tree);
  if (!head) throw new Error(`${page.path}: the page rendered no PageMeta`);
  const done: PageHead = head;
  return {
    path: page.path,
    mode: page.mode,
    head: done,
    headTags: headTags({
      ...done,
      path: page.path,
      ogType: page.path.startsWith('/blogs/') ? 'article' : 'website',
      jsonLd: structuredData(page, done, fallback),
      index: page.mode === 'hydrate',
    }),
    html,
    data: {
      fallback,
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
  };
}
