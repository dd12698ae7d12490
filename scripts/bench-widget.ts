/**
 * `npm run bench:widget`: what the widget costs a partner page. Lighthouse mobile (simulated slow 4G,
 * 4x CPU) on a plain partner article, then the same article with the widget by script tag, then by the
 * loader snippet; median of `BENCH_RUNS` (5) runs each. Prints the widget scripts' bootup (main-thread
 * ms Lighthouse attributes to them, split into running and parse/compile), the TBT added over the empty
 * page, and CLS. `BENCH_WIDGET_DIR` (default dist/widget) benches another build. `BENCH_BASELINE_DIR`
 * benches a second build in the same run, interleaved run by run (which goes first alternates), so a
 * busy moment of this shared machine falls on both: "before and after" come from one run.
 * `BENCH_STRICT=1` exits 1 over target, or when the build is more than 5% slower than the baseline.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer } from './bench/local-server.ts';
import { emptyPage, widgetPages } from './bench/widget-pages.ts';

const apiPort = Number(process.env.BENCH_PORT ?? 4400);
const partnerPort = apiPort + 1;
const api = `http://127.0.0.1:${apiPort}`;
const partner = `http://127.0.0.1:${partnerPort}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TARGET = { bootupMs: 200, cls: 0, overBaseline: 1.05 };

/** The builds to bench, each served under its own folder of the partner's origin. */
const builds = [
  { name: 'build', folder: '/widget', dir: resolve(process.env.BENCH_WIDGET_DIR ?? 'dist/widget') },
  ...(process.env.BENCH_BASELINE_DIR
    ? [{ name: 'baseline', folder: '/baseline/widget', dir: resolve(process.env.BENCH_BASELINE_DIR) }]
    : []),
];

const PAGES: Record<string, string> = { '/empty': emptyPage };
for (const build of builds) {
  const pages = widgetPages(api, build.folder);
  PAGES[`${build.folder}-script`] = pages.script;
  PAGES[`${build.folder}-loader`] = pages.loader;
}

/** The partner's origin: its pages, and each build's widget files as a CDN would serve them. */
function startPartner() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', partner).pathname;
    if (PAGES[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[path]);
      return;
    }
    const build = builds.find((b) => path.startsWith(`${b.folder}/`));
    const file = build && normalize(join(build.dir, path.slice(build.folder.length + 1)));
    if (build && file?.startsWith(build.dir)) {
      try {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
        return;
      } catch {
        // falls through to 404
      }
    }
    res.writeHead(404).end();
  });
  return new Promise<typeof server>((done) => server.listen(partnerPort, '127.0.0.1', () => done(server)));
}

type Sample = { bootup: number; scripting: number; parse: number; tbt: number; cls: number };
type BootItem = { url: string; total: number; scripting: number; scriptParseCompile: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function measure(chromePort: number, url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const audits = result?.lhr.audits ?? {};
  const items = ((audits['bootup-time']?.details as { items?: BootItem[] } | undefined)?.items ?? []).filter((item) =>
    item.url.includes('/widget/'),
  );
  const sum = (key: 'total' | 'scripting' | 'scriptParseCompile') =>
    Math.round(items.reduce((total, item) => total + (item[key] ?? 0), 0));
  return {
    bootup: sum('total'),
    scripting: sum('scripting'),
    parse: sum('scriptParseCompile'),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

/** Each page's samples, the builds' pages interleaved run by run. */
async function sampleAll(chromePort: number): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>(Object.keys(PAGES).map((path) => [path, []]));
  for (let i = 0; i < runs; i += 1) {
    samples.get('/empty')?.push(await measure(chromePort, `${partner}/empty`));
    for (const kind of ['script', 'loader']) {
      const order = i % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const path = `${build.folder}-${kind}`;
        samples.get(path)?.push(await measure(chromePort, `${partner}${path}`));
      }
    }
  }
  return samples;
}

function report(samples: Map<string, Sample[]>): boolean {
  const of = (path: string, key: keyof Sample) => median((samples.get(path) ?? []).map((s) => s[key]));
  const emptyTbt = of('/empty', 'tbt');
  let over = false;
  console.log('page'.padEnd(24), 'bootup ms', 'running', '  parse', '  TBT ms', ' +TBT ms', '   CLS');
  for (const path of Object.keys(PAGES)) {
    const bootup = of(path, 'bootup');
    const cls = of(path, 'cls');
    if (path !== '/empty' && (bootup > TARGET.bootupMs || cls > TARGET.cls)) over = true;
    const cells = [bootup, of(path, 'scripting'), of(path, 'parse'), of(path, 'tbt')].map(String);
    const added = path === '/empty' ? '-' : String(of(path, 'tbt') - emptyTbt);
    console.log(
      path.padEnd(24),
      ...cells.map((c, i) => c.padStart(i ? 7 : 9)),
      added.padStart(8),
      String(cls).padStart(6),
    );
  }
  if (builds.length > 1) {
    for (const kind of ['script', 'loader']) {
      const now = of(`/widget-${kind}`, 'bootup');
      const before = of(`/baseline/widget-${kind}`, 'bootup');
      const change = Math.round(((now - before) / before) * 1000) / 10;
      if (now > before * TARGET.overBaseline) over = true;
      console.log(`${kind}: bootup ${now} ms against the baseline's ${before} ms (${change > 0 ? '+' : ''}${change}%)`);
    }
  }
  return over;
}

async function main(): Promise<void> {
  const server = await startLocalServer(apiPort);
  const partnerServer = await startPartner();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let over = false;
  try {
    console.log(`Widget on a partner page: Lighthouse mobile, median of ${runs} runs`);
    for (const build of builds) console.log(`  ${build.name}: ${build.dir} (served under ${build.folder})`);
    over = report(await sampleAll(chrome.port));
    const baseline =
      builds.length > 1 ? `, and ≤ ${Math.round((TARGET.overBaseline - 1) * 100)}% over the baseline` : '';
    console.log(`Target: bootup ≤ ${TARGET.bootupMs} ms, CLS ${TARGET.cls}${baseline}.${over ? ' Over target.' : ''}`);
  } finally {
    await chrome.kill();
    partnerServer.close();
    server.stop();
  }
  if (over && process.env.BENCH_STRICT === '1') process.exit(1);
}

await main();
