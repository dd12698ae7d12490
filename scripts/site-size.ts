/**
 * The site's JavaScript per page, from the build in dist/site: the entry chunk a page's HTML names, and
 * everything the page loads to hydrate (the app, its static imports and the page's own chunk). Part of
 * `npm run size`.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const SITE = 'dist/site';
const ASSETS = join(SITE, 'assets');
const KB = 1024;

/**
 * Budgets on gzip: the entry chunk of /faq (the target: it paints before any of the rest loads),
 * and all the JavaScript /faq runs to hydrate, a guard against growth: React DOM and React Router are
 * ~94 KB of it; 125 KB since the widget's server-rendered query cache joined the app (measured 122.2 KB).
 */
const SITE_BUDGETS = { faqEntry: 60 * KB, faqTotal: 125 * KB };

const gzipSize = (file: string) => gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The chunks `file` imports statically (`from"./x.js"`, `import"./x.js"`), transitively, with itself. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(ASSETS, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) if (m[1]) staticClosure(m[1], seen);
  return seen;
}

/** The chunks a content page needs before it is hydrated. */
function pageChunks(htmlFile: string, pageChunkPrefix: string): { entry: string; all: Set<string> } {
  const html = readFileSync(join(SITE, htmlFile), 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`${htmlFile} names no entry script`);
  const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const app = files.find((f) => f.startsWith('app-start-'));
  const page = files.find((f) => f.startsWith(pageChunkPrefix));
  const all = staticClosure(entry);
  for (const lazy of [app, page]) if (lazy) staticClosure(lazy, all);
  return { entry, all };
}

/** Prints the /faq figures; false when over budget or when the site is not built. */
export function checkSiteBudgets(): boolean {
  if (!existsSync(join(SITE, 'faq/index.html'))) {
    console.error(`\nSite: ${SITE}/faq/index.html missing. Run \`npm run build\` first.`);
    return false;
  }
  const { entry, all } = pageChunks('faq/index.html', 'faq-page-');
  const entryGzip = gzipSize(entry);
  const total = [...all].reduce((sum, f) => sum + gzipSize(f), 0);
  const line = (ok: boolean, label: string, size: number, budget: number) =>
    console.log(`  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(34)} gzip ${kb(size).padStart(8)}  / ${kb(budget)}`);
  console.log('\nSite JavaScript for /faq (budget on gzip)');
  const entryOk = entryGzip <= SITE_BUDGETS.faqEntry;
  const totalOk = total <= SITE_BUDGETS.faqTotal;
  line(entryOk, `entry chunk (${entry})`, entryGzip, SITE_BUDGETS.faqEntry);
  line(totalOk, `all it runs to hydrate (${all.size} files)`, total, SITE_BUDGETS.faqTotal);
  const widget = [...all].filter((f) => /search-form|results-slot|booking-step|schemas/.test(f));
  console.log(`  widget chunks loaded by /faq: ${widget.length === 0 ? 'none' : widget.join(', ')}`);
  return entryOk && totalOk && widget.length === 0;
}
