import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criteria } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

const root = mkdtempSync(join(tmpdir(), 'parking-hygiene-'));
const html = `<!doctype html><title>Site</title><div id="root"></div>${'<p>filler</p>'.repeat(200)}`;
const hashed = 'console.log("hashed asset")';
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  mkdirSync(join(root, 'widget'), { recursive: true });
  writeFileSync(join(root, 'site', 'index.html'), html);
  // Pages are pre-rendered (prerendered-pages.ts): the manifest names the ones this site has.
  const pages = ['/', '/search', '/airport/luton'].map((path) => ({ path, file: 'index.html', mode: 'hydrate' }));
  writeFileSync(join(root, 'site', 'prerendered.json'), JSON.stringify({ pages, spa: 'index.html' }));
  writeFileSync(join(root, 'site', 'robots.txt'), 'User-agent: *');
  writeFileSync(join(root, 'site', 'assets', 'index-BxQ9a_3k.js'), hashed);
  writeFileSync(join(root, 'site', 'assets', 'index-BxQ9a_3k.js.br'), brotliCompressSync(hashed));
  writeFileSync(join(root, 'widget', 'parking-search.js'), '/* widget */');
  writeFileSync(join(root, 'widget', 'loader.js'), '/* loader */');
  t = await createTestApp({ staticDirs: { siteDir: join(root, 'site'), widgetDir: join(root, 'widget') } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const search = (encoding?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/search/packages',
    payload: criteria(),
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compression', () => {
  it('compresses API JSON over 1 KB with brotli or gzip, as the client accepts', async () => {
    const plain = await search();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await search('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await search('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('reuses one encoded answer for identical searches within the cache time, and honours each encoding', async () => {
    const cached = await createTestApp({ cache: { catalogMs: 0, statsMs: 0, partnersMs: 0 } });
    try {
      const send = (encoding: string) =>
        cached.app.inject({
          method: 'POST',
          url: '/api/v1/search/packages',
          payload: criteria(),
          headers: { 'accept-encoding': encoding },
        });
      const [br1, br2, gz, plain] = [await send('br'), await send('br'), await send('gzip'), await send('identity')];
      expect(br1.headers['content-encoding']).toBe('br');
      expect(br2.rawPayload.equals(br1.rawPayload)).toBe(true);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(brotliDecompressSync(br1.rawPayload).toString())).toEqual(plain.json());
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
      expect(plain.json().data.quotes).toHaveLength(3);
    } finally {
      await cached.close();
    }
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses HTML pages and keeps serving pre-compressed files as they are', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/search', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-BxQ9a_3k.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(brotliCompressSync(hashed))).toBe(true);
  });
});

describe('Cache-Control', () => {
  const cacheControl = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } })).headers['cache-control'];

  it('hashed assets are immutable for a year', async () => {
    expect(await cacheControl('/assets/index-BxQ9a_3k.js')).toBe('public, max-age=31536000, immutable');
  });

  it('the widget scripts partners embed live 5 minutes, refreshed in the background', async () => {
    for (const url of ['/widget/parking-search.js', '/widget/loader.js'])
      expect(await cacheControl(url)).toBe('public, max-age=300, stale-while-revalidate=86400');
  });

  it('pages and unhashed files are revalidated every time', async () => {
    for (const url of ['/', '/search?q=1', '/airport/luton', '/robots.txt'])
      expect(await cacheControl(url), url).toBe('no-cache');
  });

  it('CORS preflight answers say how long they may be cached', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/search/packages',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-max-age']).toBe('600');
  });
});
