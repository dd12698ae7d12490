/**
 * `npm run size`: raw and gzip sizes of the built widget files against their budgets (exit 1 over
 * budget) with parking-search.js's bytes beside its size before the console, the site's JavaScript for
 * /faq against its budgets and proof that it holds no console code (scripts/site-size.ts), then the largest
 * contributors to parking-search.js, measured on a sourcemapped rebuild.
 * Also fails if parking-search.js lost its compile hint.
 * Run `npm run build` and `npm run build:widget` first. SIZE_BREAKDOWN=0 skips the rebuild.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkSiteBudgets } from './site-size.ts';
import { bytesBySource } from './sourcemap-bytes.ts';

const DIST = 'dist/widget';
const KB = 1024;
const BUDGETS = [
  { file: 'parking-search.js', maxGzip: 100 * KB },
  { file: 'loader.js', maxGzip: 2 * KB },
];

/**
 * parking-search.js in bytes just before the console landed (commit 57ce72b), printed beside today's
 * figure: the console must never reach the widget (issue 21). Not a failure: widget features move it.
 */
const WIDGET_BEFORE_CONSOLE = 333_687;

/** V8's explicit compile hint, which vite.widget.config.ts puts first in parking-search.js. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function checkBudgets(): boolean {
  let ok = true;
  console.log('Widget size (budget on gzip)');
  for (const { file, maxGzip } of BUDGETS) {
    const path = join(DIST, file);
    if (!existsSync(path)) {
      console.error(`  ${file}: missing (${path}). Run \`npm run build:widget\` first.`);
      ok = false;
      continue;
    }
    const content = readFileSync(path);
    if (file === 'parking-search.js' && !content.toString('utf8', 0, 64).startsWith(COMPILE_HINT)) {
      console.error(`  ${file}: does not start with ${COMPILE_HINT} (docs/decisions/0009-widget-boot.md)`);
      ok = false;
    }
    if (file === 'parking-search.js') {
      const change = content.length - WIDGET_BEFORE_CONSOLE;
      console.log(
        `       ${file} ${content.length.toLocaleString('en-GB')} B, before the console ` +
          `${WIDGET_BEFORE_CONSOLE.toLocaleString('en-GB')} B (${change >= 0 ? '+' : ''}${change} B)`,
      );
    }
    const gzip = gzipSize(content);
    const within = gzip <= maxGzip;
    ok &&= within;
    console.log(
      `  ${within ? 'ok  ' : 'OVER'} ${file.padEnd(18)} raw ${kb(content.length).padStart(9)}  gzip ${kb(gzip).padStart(8)}  / ${kb(maxGzip)}`,
    );
  }
  return ok;
}

/** Which package (or folder of ours) a sourcemap source belongs to. */
function ownerOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules?.[1]) return inModules[1];
  const own = relative(process.cwd(), source);
  if (own.startsWith('packages/core/')) return '@parking/core';
  const ours = /^widget\/([^/]+)\//.exec(own);
  return ours ? `widget/${ours[1]}` : own;
}

async function breakdown(): Promise<void> {
  const outDir = 'node_modules/.cache/widget-size';
  process.env.WIDGET_OUT_DIR = outDir;
  process.env.WIDGET_SOURCEMAP = '1';
  const { build } = await import('vite');
  await build({ configFile: 'vite.widget.config.ts', logLevel: 'error' });
  const code = readFileSync(join(outDir, 'parking-search.js'), 'utf8');
  const map = JSON.parse(readFileSync(join(outDir, 'parking-search.js.map'), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const groups = new Map<string, string[]>();
  for (const [sourceIndex, pieces] of bytesBySource(code, map.mappings)) {
    const owner = ownerOf(resolve(outDir, map.sources[sourceIndex] ?? '?'));
    groups.set(owner, [...(groups.get(owner) ?? []), ...pieces]);
  }
  const rows = [...groups].map(([owner, pieces]) => {
    const text = pieces.join('');
    return { owner, raw: text.length, gzip: gzipSize(text) };
  });
  const total = code.length;
  const mapped = rows.reduce((sum, row) => sum + row.raw, 0);
  rows.push({ owner: '(unmapped: inlined CSS, glue)', raw: total - mapped, gzip: 0 });
  rows.sort((a, b) => b.raw - a.raw);
  console.log(`\nLargest parts of parking-search.js (minified bytes from the sourcemap; gzip of each part alone)`);
  for (const row of rows.slice(0, 15)) {
    const share = ((row.raw / total) * 100).toFixed(1).padStart(5);
    console.log(
      `  ${row.owner.padEnd(34)} raw ${kb(row.raw).padStart(9)}  ${share}%   gzip ${kb(row.gzip).padStart(8)}`,
    );
  }
}

const withinBudget = checkBudgets() && checkSiteBudgets();
if (process.env.SIZE_BREAKDOWN !== '0' && existsSync(join(DIST, 'parking-search.js'))) {
  try {
    await breakdown();
  } catch (error) {
    console.error(`\nBreakdown skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (!withinBudget) {
  console.error('\nOver budget (or missing files): see above.');
  process.exit(1);
}
