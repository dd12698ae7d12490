import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeConsoleShell } from '../../scripts/prerender-html';
import { type TestApp, createTestApp } from './support/test-app';

// A built site as the build leaves it: the site's own template, the console's page written from it by
// the pre-render step, and a manifest of pre-rendered pages (for sitemap.xml).
const root = mkdtempSync(join(tmpdir(), 'parking-console-page-'));
const siteDir = join(root, 'site');
let t: TestApp;
beforeAll(async () => {
  mkdirSync(siteDir, { recursive: true });
  const template = readFileSync(join(import.meta.dirname, '../../site/index.html'), 'utf8');
  writeFileSync(join(siteDir, 'index.html'), template);
  writeConsoleShell(template, siteDir);
  const manifest = { pages: [{ path: '/faq', file: 'index.html', mode: 'hydrate' }], spa: 'index.html' };
  writeFileSync(join(siteDir, 'prerendered.json'), JSON.stringify(manifest));
  t = await createTestApp({ staticDirs: { siteDir, widgetDir: join(root, 'widget') } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the console page', () => {
  it('is one page for /console and every path under it: noindex, never cached', async () => {
    const urls = [
      '/console',
      '/console/',
      '/console/sign-in?next=%2Fconsole%2Faccount',
      '/console/sign-in?error=INVALID_TOKEN',
      '/console/account',
      '/console/members',
      '/console/audit?action=member',
      '/console/invitation/inv-123',
      '/console/no/such/screen',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).toContain('<title>Console</title>');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('keeps a file path under /console a 404, and other unknown pages still go home', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/console/app.js' });
    expect(file.statusCode).toBe(404);
    expect(file.json().error.code).toBe('NOT_FOUND');
    const other = await t.app.inject({ method: 'GET', url: '/consoles' });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/');
  });

  it('is not in the sitemap', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/faq</loc>');
    expect(sitemap.body).not.toContain('/console');
  });
});
