/**
 * The site's JavaScript per page, from the build in dist/site: the entry chunk a page's HTML names, and
 * everything the page loads to hydrate (the app, its static imports and the page's own chunk). Part of
 * `npm run size`. Also proves the console (/console, issue 21) leaves the public pages alone: no /faq
 * chunk holds console code (docs/decisions/0016-console-bundle.md).
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

/**
 * /faq's hydrate JavaScript (gzip bytes) just before the console landed (commit 57ce72b), printed beside
 * today's figure so the console's cost to public pages is visible. Not a failure: the router's hook that
 * loads the console (~115 B) and shared widget exports the console uses stay in public chunks.
 */
const FAQ_TOTAL_BEFORE_CONSOLE = 122_591;

/**
 * Class names only the console's screens use (`console-card`, `console-brand`, ... in site/console): a
 * public chunk holding one holds console code.
 */
const CONSOLE_MARKER = /[`"']console-[a-z-]+[\s`"']/;

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
  return entryOk && totalOk && widget.length === 0 && checkConsoleApart(all, total);
}

/** Prints /faq against its size before the console; false when a /faq chunk holds console code. */
function checkConsoleApart(faqChunks: Set<string>, faqTotal: number): boolean {
  const holding = [...faqChunks].filter((f) => CONSOLE_MARKER.test(readFileSync(join(ASSETS, f), 'utf8')));
  const noCode = holding.length === 0;
  const change = faqTotal - FAQ_TOTAL_BEFORE_CONSOLE;
  console.log('\nPublic pages unchanged by the console (/console is its own lazy chunks)');
  console.log(
    `  ${noCode ? 'ok  ' : 'FAIL'} /faq chunks holding console code: ${noCode ? 'none' : holding.join(', ')}`,
  );
  console.log(
    `       /faq hydrate JS ${faqTotal.toLocaleString('en-GB')} B gzip, before the console ` +
      `${FAQ_TOTAL_BEFORE_CONSOLE.toLocaleString('en-GB')} B (${change >= 0 ? '+' : ''}${change} B)`,
  );
  return noCode;
}
