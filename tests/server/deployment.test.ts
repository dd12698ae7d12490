import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReviewListResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';
import { createTestDatabase } from './support/test-db';

// The deployment kinds of docs/product-rules.md#deployments, as a server boots them.
const LIVE = {
  PUBLIC_URL: 'https://parking.example',
  STRIPE_SECRET_KEY: 'sk_test_deployment',
  STRIPE_WEBHOOK_SECRET: 'whsec_deployment',
  SMTP_URL: 'smtp://mail.parking.example:587',
  LINK_SECRET: 'l'.repeat(40),
  AUTH_SECRET: 'a'.repeat(40),
};
const DEMO_URL = 'https://demo.parking.example';
const DEMO = { PUBLIC_URL: DEMO_URL, DEPLOYMENT: 'demo', LINK_SECRET: 'd'.repeat(40), AUTH_SECRET: 'e'.repeat(40) };
const NOTICE = 'This is a demo: no real bookings are made and no payment is taken.';

const root = mkdtempSync(join(tmpdir(), 'parking-deployment-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function reviewsOf(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/reviews?limit=100' });
  expect(res.statusCode).toBe(200);
  return ReviewListResponseSchema.parse(res.json()).data;
}

async function providerReviewCounts(t: TestApp): Promise<number[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/providers?airportId=luton&page=1&limit=100' });
  return (res.json().data.items as { reviewCount: number }[]).map((p) => p.reviewCount);
}

/** A one-page pre-rendered build, as scripts/prerender.ts writes it. */
function tinySite(): string {
  const siteDir = join(root, 'site');
  mkdirSync(join(siteDir, 'faq'), { recursive: true });
  const html = `<!doctype html><html lang="en-GB"><head><title>FAQ</title><link rel="canonical" href="__PARKING_PUBLIC_URL__/faq"></head><body><div id="root"><main><h1>FAQ</h1></main></div><script type="module" src="/assets/main.js"></script></body></html>`;
  writeFileSync(join(siteDir, 'faq', 'index.html'), html);
  writeFileSync(join(siteDir, 'index.html'), html);
  writeFileSync(
    join(siteDir, 'prerendered.json'),
    JSON.stringify({ pages: [{ path: '/faq', file: 'faq/index.html', mode: 'hydrate' }], spa: 'index.html' }),
  );
  return siteDir;
}

describe('a demo deployment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      envOverrides: DEMO,
      staticDirs: { siteDir: tinySite(), widgetDir: join(root, 'widget') },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('boots with DEPLOYMENT=demo, shows the sample reviews, and says "demo" on its pages', async () => {
    expect((await reviewsOf(t)).items.every((r) => r.sample)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    // The notice is the first thing in the body, outside the React root the client hydrates.
    expect(res.body).toContain(
      `<body><aside class="demo-notice" aria-label="Demo notice"><p>${NOTICE}</p></aside><div id="root"><main><h1>FAQ</h1></main></div>`,
    );
    expect(res.body).toContain(`href="${DEMO_URL}/faq"`);
    // The same page asked for by its file name, from the static files.
    const file = await t.app.inject({
      method: 'GET',
      url: '/faq/index.html',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`<body><aside class="demo-notice" aria-label="Demo notice"><p>${NOTICE}</p></aside>`);
    expect(Number(file.headers['content-length'] ?? file.rawPayload.length)).toBe(file.rawPayload.length);
  });

  it('labels the demo checkout page and every email', async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody(),
      headers: { 'idempotency-key': newKey() },
    });
    expect(booked.statusCode).toBe(201);
    const path = new URL((booked.json() as { checkoutUrl: string }).checkoutUrl).pathname;
    const page = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
    expect(page.body).toContain('Demo checkout – no money is taken');
    expect(page.body).toContain(`<aside class="demo-notice" aria-label="Demo notice"><p>${NOTICE}</p></aside>`);

    const paid = await t.app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: DEMO_URL },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    await sweepOnce(t.app);
    const [mail] = t.mailer.sent;
    expect(mail?.subject).toMatch(/^\[DEMO\] /);
    expect(mail?.text.split('\n')[0]).toBe('This is a demo: no real booking was made and no payment was taken.');
    expect(mail?.html).toContain('This is a demo: no real booking was made and no payment was taken.');
  });
});

describe('a local deployment, then a live one on the same database', () => {
  it('local seeds samples the API marks, with no demo notice; live removes them', { timeout: 180_000 }, async () => {
    const db = await createTestDatabase();
    try {
      const local = await createTestApp({
        sharedDatabase: db,
        staticDirs: { siteDir: tinySite(), widgetDir: join(root, 'widget') },
      });
      try {
        const { items, total } = await reviewsOf(local);
        expect(total).toBeGreaterThan(0);
        expect(items.every((r) => r.sample)).toBe(true);
        const res = await local.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'identity' } });
        expect(res.body).toContain('<body><div id="root">');
        expect(res.body).not.toContain('demo-notice');
      } finally {
        await local.close();
      }

      // live: a live database has no sample reviews; a live boot removes those an earlier boot seeded.
      const live = await createTestApp({ sharedDatabase: db, envOverrides: LIVE });
      try {
        expect(await reviewsOf(live)).toMatchObject({ total: 0, items: [] });
        expect(await providerReviewCounts(live)).toEqual([0, 0, 0]);
      } finally {
        await live.close();
      }
    } finally {
      await db.dispose();
    }
  });
});
