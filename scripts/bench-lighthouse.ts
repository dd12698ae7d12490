/**
 * Lighthouse (mobile) against the real one-process server with the system Chromium.
 * Prints performance and accessibility per page; exits 1 below the targets (performance 90, accessibility 100)
 * only when LIGHTHOUSE_STRICT=1, since scores on a shared 2-core machine move with its load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { encodeSearchParam, addDays, londonNow } from '@parking/core';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4300);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function searchUrl(): string {
  const today = londonNow(new Date()).date;
  const q = encodeSearchParam({
    airportId: 'luton',
    entryDate: addDays(today, 14),
    entryTime: '10:00',
    exitDate: addDays(today, 21),
    exitTime: '18:00',
    noOfVehicles: 1,
  });
  return `/search?q=${encodeURIComponent(q)}`;
}

async function waitForHealth(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer on ${base} within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  const runDir = mkdtempSync(join(tmpdir(), 'parking-lh-'));
  const server = spawn('node', ['--import', 'tsx', 'packages/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: join(runDir, 'data'), OUTBOX_DIR: join(runDir, 'outbox'), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  let failed = false;
  try {
    await waitForHealth(60_000);
    const pages = ['/', searchUrl(), '/airport/luton', '/faq'];
    console.log('page'.padEnd(24), 'performance', 'accessibility');
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const cats = result?.lhr.categories;
      const perf = Math.round((cats?.performance?.score ?? 0) * 100);
      const a11y = Math.round((cats?.accessibility?.score ?? 0) * 100);
      console.log(path.slice(0, 23).padEnd(24), String(perf).padStart(11), String(a11y).padStart(13));
      if (perf < 90 || a11y < 100) failed = true;
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(runDir, { recursive: true, force: true });
  }
  if (failed) console.log('Below target (performance ≥ 90, accessibility 100) on at least one page.');
  if (failed && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
}

await main();
