import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OrganizationKind, ORGANIZATION_KINDS, ROLES_BY_KIND } from '@parking/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, providers } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { createCollectingApp, seedOrganization, seedUser, signIn } from './support/console';
import { bookAndPay } from './support/manage';
import { MARKED_DETAILS, markedIn } from './support/marked-traveller';
import { type OpenApiDoc, type WalkContext, walkRequests } from './support/route-walk';

// Every route the app registers (console, public, better-auth's endpoints behind /api/v1/auth/*, the
// site's pages and files), driven at trace level with a traveller's details in the query, the body and
// a Referer, as the member or caller each route is for. Run twice: once with the logger's test switch
// that keeps query values, which must show every request's marked values in the log (the reader sees),
// then as deployed, which must show none anywhere.

const SITE = 'http://127.0.0.1:4000';
const PROVIDER = 'luton-park-and-fly';
const root = mkdtempSync(join(tmpdir(), 'parking-walk-logs-'));

/** A built site in miniature, so the page, console and file routes are registered as in production. */
function miniSite(): { siteDir: string; widgetDir: string } {
  const siteDir = join(root, 'site');
  const widgetDir = join(root, 'widget');
  mkdirSync(join(siteDir, 'console'), { recursive: true });
  mkdirSync(widgetDir, { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(join(siteDir, 'console', 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(widgetDir, 'widget.js'), '');
  const pages = ['/search', '/booking/success', '/reviews', '/amend-booking'].map((path) => ({
    path,
    file: 'index.html',
    mode: 'shell',
  }));
  writeFileSync(join(siteDir, 'prerendered.json'), JSON.stringify({ pages, spa: 'index.html' }));
  return { siteDir, widgetDir };
}

/** A request of the walk: its status, the marked values its log lines held, whether its answer held any. */
type Walked = { label: string; status: number; logged: string[]; answered: boolean; quiet: boolean };
type Walk = { requests: Walked[]; log: string };

/** A member of the top role of an organisation of each kind, signed in; the operator runs the car park. */
async function members(t: Awaited<ReturnType<typeof createCollectingApp>>) {
  const db = t.db.database.db;
  const cookies = {} as Record<OrganizationKind, string>;
  for (const kind of ORGANIZATION_KINDS) {
    await seedOrganization(db, `walk-${kind}`, kind);
    await seedUser(db, {
      id: `walk-${kind}-top`,
      organizationId: `walk-${kind}`,
      role: ROLES_BY_KIND[kind][0],
      passkey: true,
    });
    cookies[kind] = (await signIn(t.app, `walk-${kind}-top`)).cookie;
  }
  await db.update(providers).set({ organizationId: 'walk-operator' }).where(eq(providers.id, PROVIDER));
  await db.insert(partners).values({
    id: 'wk_walk',
    key: 'pk_walk',
    name: 'Walk',
    allowedOrigins: [SITE],
    organizationId: 'walk-partner',
  });
  return cookies;
}

/** The walk's context: the marked traveller's paid booking, its manage token, the partner's keys. */
async function context(t: Awaited<ReturnType<typeof createCollectingApp>>): Promise<WalkContext> {
  const cookies = await members(t);
  const { row, token, sessionId } = await bookAndPay(t, { details: MARKED_DETAILS });
  const inject = t.app.inject.bind(t.app);
  const key = await inject({
    method: 'POST',
    url: '/api/v1/console/partner/api-keys',
    headers: { cookie: cookies.partner, origin: SITE },
    payload: { name: 'Walk' },
  });
  expect(key.statusCode).toBe(201);
  const csrf = await inject('/api/v1/csrf-token');
  return {
    site: SITE,
    reference: row.reference,
    sessionId,
    provider: PROVIDER,
    partnerOrg: 'walk-partner',
    widgetKeyId: 'wk_walk',
    partnerKey: 'pk_walk',
    manageToken: token,
    serverKey: key.json().secret,
    csrf: { token: csrf.json().token, cookie: String(csrf.headers['set-cookie']).split(';')[0]! },
    cookies,
  };
}

/** better-auth's endpoint paths (its own table), each under the catch-all that serves them. */
function authPaths(api: object): Record<string, string[]> {
  const byMethod: Record<string, string[]> = { GET: [], POST: [] };
  for (const endpoint of Object.values(api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (!endpoint.path) continue;
    const methods = ([] as string[]).concat(endpoint.options?.method ?? []);
    for (const m of methods.includes('*') ? ['GET', 'POST'] : methods) byMethod[m]?.push(endpoint.path.slice(1));
  }
  return byMethod;
}

/**
 * The answer's status and text. An answer still streaming after a second (the board's event stream,
 * which the app ends when it closes) is read that far.
 */
async function answer(app: FastifyInstance, request: InjectOptions): Promise<{ status: number; body: string }> {
  const res = await app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  let body = '';
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    stream.on('data', (chunk: Buffer) => void (body += chunk.toString()));
    stream.on('error', () => resolve());
    stream.on('end', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return { status: res.statusCode, body };
}

/** Builds an app at trace level, drives every route once, runs the jobs they queued, and closes it. */
async function walk(keepQueryValues: boolean): Promise<Walk> {
  const lines: string[] = [];
  const t = await createCollectingApp({
    logger: { level: 'trace', stream: { write: (line) => void lines.push(line) }, test: { keepQueryValues } },
    staticDirs: miniSite(),
  });
  try {
    const c = await context(t);
    const doc = (await t.app.inject('/api/v1/docs/json')).json() as OpenApiDoc;
    const auth = authPaths(t.app.accounts.api);
    const requests: Walked[] = [];
    for (const route of t.routes.filter((r) => r.method !== 'HEAD')) {
      const subpaths = route.url.startsWith('/api/v1/auth/') ? (auth[route.method] ?? []) : [];
      for (const { label, request } of walkRequests(route, doc, c, subpaths)) {
        const from = lines.length;
        const res = await answer(t.app, request);
        const logged = markedIn(lines.slice(from).join(''));
        // A route that sets its own level above trace (the widget's event beacon logs only warnings).
        const quiet = route.logLevel !== undefined && route.logLevel !== 'trace';
        requests.push({ label, status: res.status, logged, answered: markedIn(res.body).length > 0, quiet });
      }
    }
    await sweepOnce(t.app, { skipBackoff: true });
    return { requests, log: lines.join('') };
  } finally {
    await t.close();
  }
}

let seen: Walk;
let deployed: Walk;
beforeAll(async () => {
  seen = await walk(true);
  deployed = await walk(false);
}, 240_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('no personal data in any log line, on every route at trace level', () => {
  it('drives every route, reaching handlers that hold the traveller', () => {
    if (process.env.SHOW_LOG) console.log(seen.requests.map((r) => `${r.status} ${r.label}`).join('\n'));
    const labels = seen.requests.map((r) => r.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/v1/console/staff/bookings',
        'GET /api/v1/console/staff/data-requests',
        'GET /api/v1/console/audit',
        'POST /api/v1/bookings',
        'POST /api/v1/contact',
        'POST /api/v1/auth/sign-in/magic-link',
        'GET /console/page',
      ]),
    );
    // The booking's staff page, the data request and the manage page answered the marked traveller:
    // the walk reached real data, not only refusals.
    const answered = seen.requests.filter((r) => r.answered).map((r) => r.label);
    expect(answered).toEqual(
      expect.arrayContaining([
        'GET /api/v1/console/staff/bookings/:reference',
        'GET /api/v1/console/staff/data-requests',
        'GET /api/v1/manage/booking',
      ]),
    );
  });

  it('with query values kept (a test-only switch), every request logs its marked values: the reader sees', () => {
    const blind = seen.requests.filter((r) => r.logged.length === 0 && !r.quiet).map((r) => r.label);
    expect(blind).toEqual([]);
    // Routes quieter than trace are named here, so a new one is a decision, not an accident.
    expect(seen.requests.filter((r) => r.quiet).map((r) => r.label)).toEqual(['POST /api/v1/partner/events']);
    expect(seen.requests.length).toBeGreaterThan(100);
  });

  it('as deployed, no line holds a marked value, in any spelling', () => {
    expect(deployed.requests.map((r) => r.label)).toEqual(seen.requests.map((r) => r.label));
    const leaks = deployed.requests.filter((r) => r.logged.length > 0).map((r) => `${r.label}: ${r.logged.join(', ')}`);
    expect(leaks).toEqual([]);
    // The jobs the walk queued (emails, webhooks, sign-in links) too.
    const lines = deployed.log.split('\n').filter((l) => markedIn(l).length > 0);
    expect(lines).toEqual([]);
    // Still logged: each request's route and the names of the filters it used.
    expect(deployed.log).toContain('/api/v1/console/staff/bookings?q=[redacted]');
    expect(deployed.log).toContain('email=[redacted]');
  });
});
