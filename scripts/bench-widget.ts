/**
 * `npm run bench:widget`: what the widget costs a partner page. Lighthouse mobile (simulated slow 4G,
 * 4x CPU) on a plain partner article, then the same article with the widget by script tag, then by the
 * loader snippet; median of `BENCH_RUNS` (5) runs each. Prints the widget scripts' bootup (main-thread
 * ms Lighthouse attributes to them), the TBT added over the empty page, and CLS. The pages follow
 * widget/README.md: the `parking-search:not(:defined)` rule, and the loader snippet without `async`.
 * `BENCH_WIDGET_DIR` (default dist/widget) benches another build; `BENCH_STRICT=1` exits 1 over target.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer } from './bench/local-server.ts';

const apiPort = Number(process.env.BENCH_PORT ?? 4400);
const partnerPort = apiPort + 1;
const api = `http://127.0.0.1:${apiPort}`;
const partner = `http://127.0.0.1:${partnerPort}`;
const widgetDir = resolve(process.env.BENCH_WIDGET_DIR ?? 'dist/widget');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const TARGET = { bootupMs: 200, cls: 0 };

const article = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the partner's travel guide: what to pack, when to leave for the airport, ` +
    'where the drop-off zones are and how long the walk to security takes on a busy Friday morning.</p>',
).join('\n');

function page(head: string, widget: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner travel guide</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}
parking-search:not(:defined){display:block;min-height:417.375px}</style>${head}
</head><body><main><h1>Flying from Luton this summer</h1>
<p>Everything you need before your trip, from parking to the gate.</p>
${widget}
${article}</main></body></html>`;
}

const PAGES: Record<string, string> = {
  '/empty': page('', ''),
  '/script': page(
    '<script src="/widget/parking-search.js" defer></script>',
    `<parking-search partner-key="pk_demo_local" airport="LTN" api-base="${api}/api/v1"></parking-search>`,
  ),
  '/loader': page(
    '',
    `<script src="/widget/loader.js" data-partner-key="pk_demo_local" data-airport="LTN" data-api-base="${api}/api/v1"></script>`,
  ),
};

/** The partner's origin: its pages, and the widget files as a CDN would serve them. */
function startPartner() {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', partner).pathname;
    if (PAGES[path]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGES[path]);
      return;
    }
    const file = normalize(join(widgetDir, path.replace(/^\/widget\//, '')));
    if (path.startsWith('/widget/') && file.startsWith(widgetDir)) {
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

type Sample = { bootup: number; tbt: number; cls: number };

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
  const items = ((audits['bootup-time']?.details as { items?: { url: string; total: number }[] } | undefined)?.items ??
    []) as { url: string; total: number }[];
  const bootup = items.filter((item) => item.url.includes('/widget/')).reduce((sum, item) => sum + item.total, 0);
  return {
    bootup: Math.round(bootup),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
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
    console.log(`Widget on a partner page: Lighthouse mobile, median of ${runs} runs (${widgetDir})`);
    console.log('page'.padEnd(10), 'bootup ms', '  TBT ms', ' +TBT ms', '   CLS');
    let emptyTbt = 0;
    for (const path of Object.keys(PAGES)) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i += 1) samples.push(await measure(chrome.port, `${partner}${path}`));
      const bootup = median(samples.map((s) => s.bootup));
      const tbt = median(samples.map((s) => s.tbt));
      const cls = median(samples.map((s) => s.cls));
      if (path === '/empty') emptyTbt = tbt;
      else if (bootup > TARGET.bootupMs || cls > TARGET.cls) over = true;
      const added = path === '/empty' ? '-' : String(tbt - emptyTbt);
      console.log(
        path.padEnd(10),
        String(bootup).padStart(9),
        String(tbt).padStart(8),
        added.padStart(8),
        String(cls).padStart(6),
      );
    }
    console.log(`Target: bootup ≤ ${TARGET.bootupMs} ms, CLS ${TARGET.cls}.${over ? ' Over target.' : ''}`);
  } finally {
    await chrome.kill();
    partnerServer.close();
    server.stop();
  }
  if (over && process.env.BENCH_STRICT === '1') process.exit(1);
}

await main();
