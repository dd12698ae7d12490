import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

const root = mkdtempSync(join(tmpdir(), 'parking-dist-'));
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  mkdirSync(join(root, 'widget'), { recursive: true });
  writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><title>Site</title><div id="root"></div>');
  writeFileSync(join(root, 'site', 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'site', 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(root, 'widget', 'parking-search.js'), '/* widget */');
  writeFileSync(join(root, 'widget', 'parking-search.js.gz'), gzipSync('/* widget */'));
  t = await createTestApp({ staticDirs: { siteDir: join(root, 'site'), widgetDir: join(root, 'widget') } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static site and widget', () => {
  it('serves the site, and redirects a page path that is not a file to "/"', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    // Pre-rendered pages have their own routes (prerendered-pages.test.ts); this fixture has none.
    for (const url of ['/search?q=abc', '/booking/success?session_id=x', '/airport/luton']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/');
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
  });

  it('serves the widget files at /widget/* loadable from partner pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/parking-search.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('serves the pre-compressed copies to clients that accept them', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/widget/parking-search.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps missing files and API paths as 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/widget/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });
});
