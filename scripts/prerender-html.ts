import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as EntryServerModule from '../site/entry-server.tsx';
import type { RenderedPage } from '../site/entry-server.tsx';

type EntryServer = typeof EntryServerModule;

/** One written page, as dist/site/prerendered.json lists it for the server. */
export type PageFile = { path: string; file: string; mode: 'hydrate' | 'shell' };

type Helpers = Pick<EntryServer, 'jsonForScript' | 'PAGE_DATA_ID'>;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The stylesheet the template links, put inline: a slow connection then paints after one round trip for
 * the HTML instead of two (the CSP allows inline styles; it is scripts it keeps out).
 */
function inlineStylesheet(template: string, siteDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/, (_tag, href: string) => {
    const css = readFileSync(join(siteDir, href), 'utf8');
    if (css.includes('</')) throw new Error(`${href} cannot be inlined: it contains "</"`);
    return `<style>${css}</style>`;
  });
}

/** The built index.html with one page's head, markup and data put in. */
function composePage(template: string, page: RenderedPage, helpers: Helpers): string {
  let html = template.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.head.title)}</title>\n    ${page.headTags}`,
  );
  // Real content needs no "needs JavaScript" notice.
  if (page.mode === 'hydrate') html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  const data = `<script type="application/json" id="${helpers.PAGE_DATA_ID}">${helpers.jsonForScript(page.data)}</script>`;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-render="${page.mode}">${page.html}</div>\n    ${data}`,
  );
}

/**
 * The console's one page (issue 21), rendered in the browser by its lazy route group: never indexed,
 * titled until the console sets each screen's title, served by the server for every /console path.
 */
export function writeConsoleShell(template: string, siteDir: string): void {
  const shell = template
    .replace('<head>', '<head>\n    <meta name="robots" content="noindex" />')
    .replace(/<title>[^<]*<\/title>/, '<title>Console</title>');
  mkdirSync(join(siteDir, 'console'), { recursive: true });
  writeFileSync(join(siteDir, 'console', 'index.html'), shell);
}

/**
 * Renders every page with `entry` (the site's entry-server), `load` answering its content requests, into
 * `siteDir` from the built `template` (index.html), with prerendered.json and the browser-rendered spa.html.
 */
export async function writePages(
  entry: EntryServer,
  load: (key: string) => Promise<unknown>,
  template: string,
  siteDir: string,
): Promise<PageFile[]> {
  const blogs = entry.contentQueries.blogs();
  const posts = blogs.pick(await load(blogs.key));
  const files: PageFile[] = [];
  const styled = inlineStylesheet(template, siteDir);
  for (const page of entry.prerenderPages(posts.map((p) => p.id))) {
    const rendered = await entry.renderPage(page, load);
    const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), composePage(styled, rendered, entry));
    files.push({ path: page.path, file, mode: page.mode });
  }
  // Any page path the build did not know (e.g. a post published since): rendered in the browser.
  const spa = template.replace('<head>', '<head>\n    <meta name="robots" content="noindex" />');
  writeFileSync(join(siteDir, 'spa.html'), spa);
  writeConsoleShell(template, siteDir);
  writeFileSync(join(siteDir, 'prerendered.json'), `${JSON.stringify({ pages: files, spa: 'spa.html' }, null, 2)}\n`);
  return files;
}
