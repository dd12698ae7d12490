import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

/** A built site in miniature: a pre-rendered page, sitemap and robots, the console's shell, a widget file. */
function fixtureSite(): { siteDir: string; widgetDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'openapi-site-'));
  const siteDir = join(root, 'site');
  const widgetDir = join(root, 'widget');
  mkdirSync(join(siteDir, 'console'), { recursive: true });
  mkdirSync(widgetDir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(siteDir, 'faq.html'), '<!doctype html><title>FAQ</title>');
  writeFileSync(join(siteDir, 'console', 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(widgetDir, 'parking-search.js'), '');
  const pages = [{ path: '/faq', file: 'faq.html', mode: 'hydrate' }];
  writeFileSync(join(siteDir, 'prerendered.json'), JSON.stringify({ pages, spa: 'index.html' }));
  return { siteDir, widgetDir };
}

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
};
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
};

async function documentOf(app: TestApp['app']): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** redocly's recommended rules, as `redocly lint` runs them; each problem as one readable line. */
async function lintProblems(document: OpenApiDocument): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

let t: TestApp;
let site: { siteDir: string; widgetDir: string };
beforeAll(async () => {
  site = fixtureSite();
  t = await createTestApp({ staticDirs: site });
});
afterAll(async () => {
  await t.close();
  rmSync(join(site.siteDir, '..'), { recursive: true, force: true });
});

describe('OpenAPI', () => {
  it('documents every API route with its schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/health',
      '/api/v1/airports',
      '/api/v1/search/packages',
      '/api/v1/providers/{id}',
      '/api/v1/bookings',
      '/api/v1/checkout/{sessionId}',
      '/api/v1/manage/lookup',
      '/api/v1/manage/booking',
      '/api/v1/manage/cancel',
      '/api/v1/manage/amend/quote',
      '/api/v1/manage/amend',
      '/api/v1/reviews/invitation',
    ]) {
      expect(paths).toContain(p);
    }
    const search = doc.paths['/api/v1/search/packages'].post;
    expect(Object.keys(search.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['airportId', 'entryDate', 'entryTime', 'exitDate', 'exitTime', 'noOfVehicles']),
    );
    expect(search.responses['200']).toBeDefined();
    expect(search.responses['400']).toBeDefined();
    // A partner key named from an origin it does not allow is refused before the route runs.
    expect(search.responses['403']).toBeDefined();
    const booking = doc.paths['/api/v1/bookings'].post;
    expect(booking.parameters.map((p: { name: string }) => p.name)).toContain('idempotency-key');
    expect(booking.responses['409']).toBeDefined();
    const lookup = doc.paths['/api/v1/manage/lookup'].post;
    expect(Object.keys(lookup.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
    const amend = doc.paths['/api/v1/manage/amend'].post;
    // The manage token is the bearer scheme (OpenAPI does not describe an Authorization header parameter).
    expect(amend.security).toContainEqual({ manageToken: [] });
    expect(Object.keys(amend.responses)).toEqual(expect.arrayContaining(['200', '401', '409']));
  });

  it('passes redocly lint (recommended rules) with no error and no warning', async () => {
    const problems = await lintProblems(await documentOf(t.app));
    if (problems.length > 0) console.error(problems.join('\n'));
    expect(problems).toEqual([]);
  });

  it('leaves the pages out: only /api/v1 paths, no HTML page or redirect', async () => {
    // The fixture site's pages are served (so they would be routes the generator sees)...
    expect((await t.app.inject({ method: 'GET', url: '/faq' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/console/board' })).statusCode).toBe(200);
    const paths = Object.keys((await documentOf(t.app)).paths);
    // ...and none of them, nor the demo checkout's HTML page, is an operation.
    expect(paths.filter((p) => !p.startsWith('/api/v1/'))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/v1/demo-checkout'))).toEqual([]);
    expect(paths).not.toContain('/api/v1/docs/json');
  });

  it('gives every operation a summary and a unique operationId', async () => {
    const operations = operationsOf(await documentOf(t.app));
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter(({ operation }) => !operation.summary)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const board = operations.find((o) => o.path === '/api/v1/console/board' && o.method === 'get');
    expect(board?.operation.operationId).toBe('getConsoleBoard');
  });

  it('declares the security schemes and which operations need which', async () => {
    const document = await documentOf(t.app);
    expect(document.components?.securitySchemes).toMatchObject({
      partnerKey: { type: 'apiKey', in: 'header', name: 'X-Partner-Key' },
      manageToken: { type: 'http', scheme: 'bearer' },
      consoleSession: { type: 'apiKey', in: 'cookie', name: '__Secure-better-auth.session_token' },
    });
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(security('/api/v1/console/board', 'get')).toEqual([{ consoleSession: [] }]);
    expect(security('/api/v1/console/me', 'get')).toEqual([{ consoleSession: [] }]);
    expect(security('/api/v1/manage/amend', 'post')).toContainEqual({ manageToken: [] });
    expect(security('/api/v1/manage/lookup', 'post')).toEqual([{}, { partnerKey: [] }]);
    expect(security('/api/v1/search/packages', 'post')).toEqual([{}, { partnerKey: [] }]);
    const health = document.paths['/api/v1/health']?.get;
    expect(Object.keys(health?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400']));
  });

  it('documents the cross-site refusals of every console change: 403 and 415, and why in the session scheme', async () => {
    const document = await documentOf(t.app);
    expect(document.components?.securitySchemes?.consoleSession).toMatchObject({
      description: expect.stringMatching(/Origin.*403 `CROSS_SITE_REFUSED`.*415/s),
    });
    const changes = operationsOf(document).filter(
      ({ path, method }) => path.startsWith('/api/v1/console/') && method !== 'get',
    );
    expect(changes.length).toBeGreaterThan(30);
    const undocumented = changes.filter(
      ({ operation }) => !operation.responses?.['403'] || !operation.responses['415'],
    );
    expect(undocumented.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('with Stripe, documents the webhook and its signature header, still lint-clean', async () => {
    const stripe = await createTestApp({
      envOverrides: {
        STRIPE_SECRET_KEY: 'sk_test_openapi',
        STRIPE_WEBHOOK_SECRET: 'whsec_openapi',
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    });
    try {
      const document = await documentOf(stripe.app);
      expect(document.paths['/api/v1/webhooks/stripe']?.post?.security).toEqual([{ stripeSignature: [] }]);
      expect(document.components?.securitySchemes?.stripeSignature).toMatchObject({ name: 'Stripe-Signature' });
      expect(await lintProblems(document)).toEqual([]);
    } finally {
      await stripe.close();
    }
  });

  it("gives every stay's dates and times in a request body their format, as partners' validators read them", async () => {
    const document = await documentOf(t.app);
    const stays: Record<string, { format?: string; pattern?: string }>[] = [];
    const find = (schema: unknown): void => {
      if (!schema || typeof schema !== 'object') return;
      const props = (schema as { properties?: Record<string, never> }).properties;
      if (props?.entryDate) stays.push(props);
      for (const value of Object.values(schema)) find(value);
    };
    for (const ops of Object.values(document.paths))
      for (const op of Object.values(ops)) find(op.requestBody?.content?.['application/json']?.schema);
    // Search, booking, the traveller's amendment (quote and apply) and the staff amendment (preview and apply).
    expect(stays.length).toBeGreaterThanOrEqual(6);
    for (const stay of stays) {
      expect(stay.entryDate).toMatchObject({ format: 'date', pattern: expect.any(String) });
      expect(stay.exitDate).toMatchObject({ format: 'date', pattern: expect.any(String) });
      for (const time of [stay.entryTime!, stay.exitTime!]) {
        const pattern = new RegExp(time.pattern!);
        expect(['00:00', '09:15', '23:45'].every((v) => pattern.test(v))).toBe(true);
        expect(['24:00', '09:10', '9:15'].some((v) => pattern.test(v))).toBe(false);
      }
    }
  });

  it('serves a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
