/**
 * Step two of `npm run build` (after `vite build`): writes real HTML for every page of the site into
 * dist/site (e.g. faq/index.html), from the same React app the browser hydrates.
 *
 * 1. Vite builds site/entry-server.tsx for Node (into node_modules/.cache/site-ssr).
 * 2. The server app boots in-process on a throwaway PGlite database (seeded like every boot, sweeper
 *    off) and answers the pages' content requests through app.inject: the HTML carries the providers and
 *    verified ratings the API gives, and the browser refreshes them.
 * 3. Each page is rendered into the built index.html: its head (title, description, canonical, Open
 *    Graph, Twitter, JSON-LD), its markup in #root, its data in a non-executed JSON block.
 * 4. dist/site/prerendered.json lists the pages for the server (routes, sitemap.xml).
 *
 * See docs/decisions/0004-prerendering.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildApp } from '../packages/server/src/app.ts';
import { loadEnv } from '../packages/server/src/env.ts';
import type * as EntryServerModule from '../site/entry-server.tsx';
import { writePages } from './prerender-html.ts';

type EntryServer = typeof EntryServerModule;

const root = resolve(import.meta.dirname, '..');
const siteDir = join(root, 'dist/site');
const ssrDir = join(root, 'node_modules/.cache/site-ssr');

async function buildEntry(): Promise<EntryServer> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: join(root, 'site/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as EntryServer;
}

async function main(): Promise<void> {
  const started = Date.now();
  const entry = await buildEntry();
  const template = readFileSync(join(siteDir, 'index.html'), 'utf8');
  if (template.includes('data-render='))
    throw new Error('dist/site/index.html is already pre-rendered: run vite build first');
  const work = mkdtempSync(join(tmpdir(), 'parking-prerender-'));
  const env = loadEnv({ DATA_DIR: join(work, 'data'), OUTBOX_DIR: join(work, 'outbox'), LOG_LEVEL: 'warn' });
  const app = await buildApp({
    env,
    logger: false,
    sweepIntervalMs: false,
    // The same HTML serves every deployment: no sample review or rating from them in a live site's pages.
    sampleReviews: false,
    staticDirs: { siteDir: join(work, 'none'), widgetDir: join(work, 'none') },
  });
  const load = async (key: string): Promise<unknown> => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${key}` });
    if (res.statusCode !== 200) throw new Error(`GET /api/v1${key} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  try {
    const files = await writePages(entry, load, template, siteDir);
    console.log(`prerender: ${files.length} pages in ${Date.now() - started} ms`);
  } finally {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
