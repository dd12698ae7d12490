import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BLOGS } from '../../packages/server/src/db/seed/blogs';
import * as entry from '../../site/entry-server';
import { FAQ_GROUPS } from '../../site/content/faq';
import { AIRPORTS } from '../../site/content/airports';
import { type PageFile, writePages } from '../../scripts/prerender-html';
import { type TestApp, createTestApp } from './support/test-app';

// The real pipeline minus Vite's bundling: the site's entry-server renders every page from the real API
// into a temporary dist, which a second app serves as it would the built site.
const PUBLIC_URL = 'https://parking.example';
const root = mkdtempSync(join(tmpdir(), 'parking-prerendered-'));
const siteDir = join(root, 'site');
let files: PageFile[] = [];
let t: TestApp;

beforeAll(async () => {
  const data = await createTestApp();
  try {
    const load = async (key: string) => (await data.app.inject({ method: 'GET', url: `/api/v1${key}` })).json();
    const template = readFileSync(join(import.meta.dirname, '../../site/index.html'), 'utf8');
    files = await writePages(entry, load, template, siteDir);
  } finally {
    await data.close();
  }
  t = await createTestApp({
    staticDirs: { siteDir, widgetDir: join(root, 'widget') },
    // A demo deployment (the build is the same for every kind): its pages carry the demo notice.
    envOverrides: { PUBLIC_URL, DEPLOYMENT: 'demo', LINK_SECRET: 'p'.repeat(40), AUTH_SECRET: 'q'.repeat(40) },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

type Ld = Record<string, unknown> & { '@type': string };

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
  const html = res.body;
  const all = (re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1] ?? ''));
  return {
    res,
    html,
    title: all(/<title>([\s\S]*?)<\/title>/g),
    h1: all(/<h1[^>]*>([\s\S]*?)<\/h1>/g),
    paragraphs: all(/<p[^>]*>([\s\S]*?)<\/p>/g),
    meta: (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    // Parsing is the check: JSON.parse throws on invalid JSON-LD.
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as Ld,
    ),
  };
}

describe('pre-rendered pages', () => {
  it('/faq: h1, first paragraph, own title and description, FAQPage and breadcrumbs', async () => {
    const p = await page('/faq');
    expect(p.res.statusCode).toBe(200);
    expect(p.res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(p.h1).toEqual(['Frequently Ask Questions']);
    expect(p.paragraphs).toContain(
      'Quick answers to the questions travellers ask us most. Can’t find yours? Get in touch.',
    );
    expect(p.title).toEqual(['Frequently Ask Questions | ParkCompare UK']);
    expect(p.meta('name', 'description')).toMatch(/^Answers about booking airport parking/);
    expect(p.canonical).toBe(`${PUBLIC_URL}/faq`);
    expect(p.meta('property', 'og:url')).toBe(`${PUBLIC_URL}/faq`);
    expect(p.meta('property', 'og:title')).toBe('Frequently Ask Questions | ParkCompare UK');
    expect(p.meta('name', 'twitter:card')).toBe('summary');
    expect(p.html).not.toContain('__PARKING_PUBLIC_URL__');
    const types = p.jsonLd.map((ld) => ld['@type']);
    expect(types).toEqual(['Organization', 'BreadcrumbList', 'FAQPage']);
    const faq = p.jsonLd[2] as unknown as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    const items = FAQ_GROUPS.flatMap((g) => g.items);
    expect(faq.mainEntity).toHaveLength(items.length);
    expect(faq.mainEntity[0]?.name).toBe(items[0]?.question);
    expect(p.jsonLd[0]).toMatchObject({ url: `${PUBLIC_URL}/`, name: 'ParkCompare UK' });
  });

  it('/airport/luton: its car parks as ParkingFacility, rated only from verified reviews', async () => {
    const p = await page('/airport/luton');
    const luton = AIRPORTS.luton!;
    expect(p.h1).toEqual([`${luton.name} parking`]);
    expect(p.paragraphs).toContain(luton.intro);
    expect(p.title).toEqual(['London Luton Airport Parking | ParkCompare UK']);
    expect(p.meta('name', 'description')).toBe(luton.description);
    const api = (
      await t.app.inject({ method: 'GET', url: '/api/v1/providers?airportId=luton&page=1&limit=100' })
    ).json().data.items as { name: string; rating: number; reviewCount: number }[];
    const facilities = p.jsonLd.filter((ld) => ld['@type'] === 'ParkingFacility');
    expect(facilities.map((f) => f.name)).toEqual(api.map((a) => a.name));
    for (const [i, provider] of api.entries()) {
      const rating = facilities[i]?.aggregateRating as { ratingValue: number; reviewCount: number } | undefined;
      if (provider.reviewCount === 0) expect(rating).toBeUndefined();
      else expect(rating).toMatchObject({ reviewCount: provider.reviewCount, bestRating: 5 });
    }
    // The car parks are in the markup too, from the build's API answer.
    for (const provider of api) expect(decode(p.html)).toContain(provider.name);
    expect(p.jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
        { position: 2, name: 'London Luton Airport Parking', item: `${PUBLIC_URL}/airport/luton` },
      ],
    });
  });

  it('/about and a blog post carry their own content and head', async () => {
    const about = await page('/about');
    expect(about.h1).toEqual(['About Us']);
    expect(about.title).toEqual(['About Us | ParkCompare UK']);
    expect(about.meta('name', 'description')).toMatch(/^Who we are/);
    expect(about.paragraphs.some((text) => text.startsWith('ParkCompare UK') || text.length > 80)).toBe(true);

    const post = SEED_BLOGS[0]!;
    const blog = await page(`/blogs/${post.id}`);
    expect(blog.res.statusCode).toBe(200);
    expect(blog.h1).toEqual(['Blogs']);
    expect(decode(blog.html)).toContain(post.title);
    expect(blog.paragraphs).toContain(post.body[0]);
    expect(blog.title).toEqual([`${post.title} | ParkCompare UK`]);
    expect(blog.meta('name', 'description')).toBe(post.summary);
    expect(blog.meta('property', 'og:type')).toBe('article');
    expect(blog.jsonLd.find((ld) => ld['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home' },
        { name: 'Blogs' },
        { name: post.title, item: `${PUBLIC_URL}/blogs/${post.id}` },
      ],
    });
  });

  it('has no inline executable script: every script is external or a JSON data block', async () => {
    for (const { path } of files) {
      const { html, res } = await page(path);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, path).toMatch(/type="application\/(ld\+)?json"|src="/);
      }
      expect(res.headers['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
    }
  });

  it('on a demo deployment, every page says so once, before the React root it leaves untouched', async () => {
    for (const { path, file } of files) {
      const { html, res } = await page(path);
      const built = readFileSync(join(siteDir, file), 'utf8').replaceAll('__PARKING_PUBLIC_URL__', PUBLIC_URL);
      const notice = html.indexOf('<aside class="demo-notice" aria-label="Demo notice">');
      expect(notice, path).toBeGreaterThan(html.indexOf('<body'));
      expect(notice, path).toBeLessThan(html.indexOf('<div id="root"'));
      expect(html.split('class="demo-notice"'), path).toHaveLength(2);
      // What the client hydrates is exactly what the build wrote.
      const root = (h: string) => h.slice(h.indexOf('<div id="root"'));
      expect(root(html), path).toBe(root(built));
      // The notice's small style block needs inline styles, which the CSP allows (scripts stay external).
      expect(res.headers['content-security-policy'], path).toMatch(/style-src [^;]*'unsafe-inline'/);
    }
  });

  it('sends the page pre-compressed to clients that accept it', async () => {
    const plain = await page('/faq');
    const br = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.html);
  });

  it('writes visitor-specific routes as noindex shells with the header and heading', async () => {
    const search = await page('/search?q=anything');
    expect(search.res.statusCode).toBe(200);
    expect(search.html).toContain('data-render="shell"');
    expect(search.html).toContain('<meta name="robots" content="noindex" />');
    expect(search.html).toContain('class="site-header');
    expect(search.h1).toEqual(['Airport parking results']);
    const booking = await page('/booking-details?q=x&provider=y');
    expect(booking.h1).toEqual(['Booking details']);
    expect(booking.html).toContain('booking-placeholder');
  });
});

describe('sitemap, robots and unknown paths', () => {
  it('/sitemap.xml lists every public route and every post, and no visitor-specific shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const expected = [
      '/',
      '/airport/luton',
      '/airport/bristol',
      '/airport/stansted',
      '/faq',
      '/about',
      '/contact',
      '/reviews',
      '/blogs',
      '/gdpr',
      '/terms-and-conditions',
      '/partners',
      ...SEED_BLOGS.map((b) => `/blogs/${b.id}`),
    ];
    for (const path of expected) expect(locs).toContain(`${PUBLIC_URL}${path}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/search`);
    expect(locs).toHaveLength(files.filter((f) => f.mode === 'hydrate').length);
  });

  it('/robots.txt allows the site and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('redirects an unknown page path to "/", keeps unknown API paths a JSON 404', async () => {
    for (const url of ['/no-such-page', '/airport/nowhere', '/faq/extra/deep']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it('serves a post published after the build as the browser-rendered page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blogs/published-later' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('content="noindex"');
  });
});
