import { type ConsoleAccess, type OrganizationKind, ORGANIZATION_KINDS, ROLES_BY_KIND } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, organizationMembers, partners, providers } from '../../packages/server/src/db/schema/index';
import {
  type CollectedRoute,
  addMembership,
  createCollectingApp,
  seedOrganization,
  seedUser,
  signIn,
  snapshot,
  walkConsoleRoutes,
} from './support/console';
import { consoleFixtures } from './support/console-fixture';
import type { TestApp } from './support/test-app';

// Cross-organisation list, invite, role change and removal through better-auth's own organisation
// endpoints (behind its catch-all /api/v1/auth/*) are refused in tests/server/accounts.test.ts.

let t: TestApp & { routes: CollectedRoute[] };
const cookies: Record<string, string> = {};
/** Org "a" of each kind owns the resources a cross-organisation call asks for. */
const owned: Record<string, string> = {};

/** Two organisations of each kind; a member of every role in "a", an owner or admin in "b". */
async function seedTenants(): Promise<void> {
  const db = t.db.database.db;
  for (const kind of ORGANIZATION_KINDS) {
    for (const org of ['a', 'b']) await seedOrganization(db, `${kind}-${org}`, kind);
    for (const role of ROLES_BY_KIND[kind])
      await seedUser(db, { id: `${kind}-a-${role}`, organizationId: `${kind}-a`, role, passkey: true });
    await seedUser(db, {
      id: `${kind}-b-top`,
      organizationId: `${kind}-b`,
      role: ROLES_BY_KIND[kind][0],
      passkey: true,
    });
  }
  const [provider] = await db.select({ id: providers.id }).from(providers).limit(1);
  await db.update(providers).set({ organizationId: 'operator-a' }).where(eq(providers.id, provider!.id));
  owned.provider = provider!.id;
  await db
    .insert(partners)
    .values({ id: 'wk_tenancy_a', key: 'pk_tenancy_a', name: 'A', allowedOrigins: [], organizationId: 'partner-a' });
  owned.partnerKey = 'pk_tenancy_a';
  for (const id of [...ORGANIZATION_KINDS.flatMap((k) => ROLES_BY_KIND[k].map((r) => `${k}-a-${r}`))])
    cookies[id] = (await signIn(t.app, id)).cookie;
  for (const kind of ORGANIZATION_KINDS) cookies[`${kind}-b-top`] = (await signIn(t.app, `${kind}-b-top`)).cookie;
}

beforeAll(async () => {
  t = await createCollectingApp({ routes: [consoleFixtures] });
  await seedTenants();
}, 120_000);
afterAll(async () => t?.close());

/**
 * A valid body for each console route that takes one and has path parameters (`METHOD url` as
 * registered), so the cross-organisation call reaches the handler and must answer 404 for org a's
 * resource rather than a 400 for an empty body. Add one with every such route.
 */
const SAMPLE_STAY = {
  entryDate: '2027-01-04',
  entryTime: '10:00',
  exitDate: '2027-01-06',
  exitTime: '10:00',
  noOfVehicles: 1,
};
const SAMPLE_BODIES: Record<string, unknown> = {
  'PUT /api/v1/console/car-parks/:id/listing': {
    name: 'Sample Car Park',
    description: 'A sample listing.',
    features: ['CCTV'],
    transferMinutes: 5,
    arrivalInstructions: ['Drive in'],
    returnInstructions: ['Call us'],
    phone: '01632 960301',
    bookingsEmail: null,
  },
  'POST /api/v1/console/notifications/:eventId/redeliver': { channel: 'email' },
  'PATCH /api/v1/console/partner/keys/:id': { name: 'Sample key' },
  'POST /api/v1/console/partner/keys/:id/rotate': { graceHours: 24 },
  'PUT /api/v1/console/staff/partners/:orgId/commission': { percent: 9 },
  'POST /api/v1/console/staff/bookings/:reference/cancel': { refund: 'none', reason: 'goodwill' },
  'POST /api/v1/console/staff/bookings/:reference/resend': { email: 'confirmation' },
  'PATCH /api/v1/console/staff/bookings/:reference/contact': { phone: '01632 960301' },
  'POST /api/v1/console/staff/bookings/:reference/notes': { body: 'A sample note' },
  'POST /api/v1/console/staff/bookings/:reference/amend/preview': SAMPLE_STAY,
  'POST /api/v1/console/staff/bookings/:reference/amend': { ...SAMPLE_STAY, reason: 'goodwill' },
  // Multipart in real use; the booking is looked up before the body is read, so any body reaches the 404.
  'POST /api/v1/console/bookings/:reference/handovers': { kind: 'check-in' },
};

/** A value of org "a" for each path parameter, chosen by its name. */
function fillParams(url: string, kind: OrganizationKind): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (/provider|carpark|car-park|park/i.test(name)) return owned.provider!;
    // A real month, so a statement route reaches its organisation check instead of a 400 for the month.
    if (name === 'month') return '2026-10';
    // Partner routes address a widget key by its id (`wk_…`), never by the public key string.
    if (kind === 'partner' && name === 'id') return 'wk_tenancy_a';
    if (/key|partner/i.test(name)) return owned.partnerKey!;
    if (/member|user/i.test(name)) return `${kind}-a-${ROLES_BY_KIND[kind][0]}`;
    if (/org/i.test(name)) return `${kind}-a`;
    return kind === 'partner' ? owned.partnerKey! : owned.provider!;
  });
}

const call = (r: CollectedRoute, url: string, cookie?: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url,
    headers: { origin: 'http://127.0.0.1:4000', ...(cookie ? { cookie } : {}) },
    ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: SAMPLE_BODIES[`${r.method} ${r.url}`] ?? {} }),
  });

/** The kinds a route serves, each with the lowest role it allows (null: every role). */
function kindsOf(access: ConsoleAccess): { kind: OrganizationKind; lowest: string | null }[] {
  if (access === 'signed-in') return ORGANIZATION_KINDS.map((kind) => ({ kind, lowest: null }));
  if (access.kind !== 'any') return [{ kind: access.kind, lowest: access.role }];
  const role = access.role;
  return ORGANIZATION_KINDS.map((kind) => ({ kind, lowest: role === 'any' ? null : role[kind] }));
}

describe('the route-table walk', () => {
  it('finds the console routes, and reports the fixture route that declares no access (and only it)', () => {
    const walk = walkConsoleRoutes(t.routes);
    expect(walk.routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v1/console/me', 'GET /api/v1/console/home', 'GET /api/v1/console/audit']),
    );
    expect(walk.undeclared).toEqual(['GET /api/v1/console/fixture-forgot']);
  });

  it("serves the scoped fixture to its own organisation, so the walk's 404s below are about scope", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/fixture-keys/${owned.partnerKey}`,
      headers: { cookie: cookies['partner-a-owner']! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: owned.partnerKey, active: true });
  });

  it('refuses every declared console route signed out (401) and changes nothing', async () => {
    for (const r of walkConsoleRoutes(t.routes).routes.filter((x) => x.console)) {
      const before = await snapshot(t.db.database.db);
      const res = await call(r, fillParams(r.url, 'operator'));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
      expect(await snapshot(t.db.database.db)).toEqual(before);
    }
  });

  it('refuses a role below the lowest a route declares (403, naming the role) and changes nothing', async () => {
    let checked = 0;
    for (const r of walkConsoleRoutes(t.routes).routes.filter((x) => x.console)) {
      for (const { kind, lowest } of kindsOf(r.console!)) {
        const order: readonly string[] = ROLES_BY_KIND[kind];
        const below = lowest ? order[order.indexOf(lowest) + 1] : undefined;
        if (!below) continue;
        const before = await snapshot(t.db.database.db);
        const res = await call(r, fillParams(r.url, kind), cookies[`${kind}-a-${below}`]);
        expect(res.statusCode, `${r.method} ${r.url} as ${kind} ${below}`).toBe(403);
        expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: `This needs the ${lowest} role or higher` });
        expect(await snapshot(t.db.database.db)).toEqual(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers another organisation's member with its own things only: 404 for org a's resource, nothing of a's shown", async () => {
    for (const r of walkConsoleRoutes(t.routes).routes.filter((x) => x.console)) {
      for (const { kind } of kindsOf(r.console!)) {
        const before = await snapshot(t.db.database.db);
        const res = await call(r, fillParams(r.url, kind), cookies[`${kind}-b-top`]);
        const what = `${r.method} ${r.url} as ${kind}-b`;
        // Without a valid sample body the route's validation answers first (400): still refused, but
        // the 404 of its scope is proven only with SAMPLE_BODIES.
        const refusals = SAMPLE_BODIES[`${r.method} ${r.url}`] || r.method === 'GET' ? [404] : [404, 400];
        if (r.url.includes(':')) expect(refusals, what).toContain(res.statusCode);
        expect(res.body, what).not.toContain(`${kind}-a`);
        expect(res.body, what).not.toContain(`Org ${kind}-a`);
        if (kind === 'partner') expect(res.body, what).not.toContain(owned.partnerKey);
        if (r.url.includes(':') || res.statusCode >= 400) expect(await snapshot(t.db.database.db)).toEqual(before);
      }
    }
  });

  it('answers 404 on a route of another kind (an operator on a staff route, and so on)', async () => {
    let checked = 0;
    for (const r of walkConsoleRoutes(t.routes).routes.filter((x) => x.console)) {
      const access = r.console!;
      if (access === 'signed-in' || access.kind === 'any') continue;
      for (const other of ORGANIZATION_KINDS.filter((k) => k !== access.kind)) {
        const res = await call(r, fillParams(r.url, access.kind), cookies[`${other}-a-${ROLES_BY_KIND[other][0]}`]);
        expect(res.statusCode, `${r.method} ${r.url} as ${other}`).toBe(404);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('sessions on console routes', () => {
  it('refuses a forged session cookie (401)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/console/home',
      headers: { cookie: `${cookies['operator-a-owner']!.split('=')[0]}=forged.value` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a member removed from the organisation while signed in, at once (404)', async () => {
    const db = t.db.database.db;
    await seedUser(db, { id: 'removed-desk', organizationId: 'operator-a', role: 'desk' });
    const { cookie } = await signIn(t.app, 'removed-desk');
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    await db.delete(organizationMembers).where(eq(organizationMembers.userId, 'removed-desk'));
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
    expect(after.statusCode).toBe(404);
    expect(after.json().error.code).toBe('NOT_FOUND');
  });

  it('does not move a removed member silently into their other organisation', async () => {
    const db = t.db.database.db;
    await seedUser(db, { id: 'two-orgs', organizationId: 'operator-a', role: 'manager' });
    await addMembership(db, 'two-orgs', 'operator-b', 'desk');
    const { cookie } = await signIn(t.app, 'two-orgs');
    const home = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
    expect(home.statusCode).toBe(200);
    await db.delete(organizationMembers).where(eq(organizationMembers.id, 'm-two-orgs-operator-a'));
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
    expect(after.statusCode).toBe(404);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie } });
    expect(me.json().active).toMatchObject({ id: 'operator-b', role: 'desk' });
  });

  it('refuses a staff member without a passkey on staff routes (403 PASSKEY_REQUIRED), not on /me', async () => {
    const db = t.db.database.db;
    await seedUser(db, { id: 'staff-no-key', organizationId: 'staff-a', role: 'admin' });
    const { cookie } = await signIn(t.app, 'staff-no-key');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PASSKEY_REQUIRED');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ hasPasskey: false, passkeyRequired: true });
  });

  it('ends a staff session idle for more than 12 hours (401 SESSION_EXPIRED, session deleted); others stay', async () => {
    const db = t.db.database.db;
    const staff = await signIn(t.app, 'staff-a-admin');
    const operator = await signIn(t.app, 'operator-a-owner');
    for (const s of [staff, operator])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie: s.cookie } })).statusCode,
      ).toBe(200);
    t.clock.advanceMinutes(11 * 60 + 59);
    for (const s of [staff, operator])
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie: s.cookie } })).statusCode,
      ).toBe(200);
    t.clock.advanceMinutes(12 * 60 + 1);
    const idle = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie: staff.cookie } });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.code).toBe('SESSION_EXPIRED');
    expect(await db.select().from(authSessions).where(eq(authSessions.id, staff.sessionId))).toHaveLength(0);
    const op = await t.app.inject({ method: 'GET', url: '/api/v1/console/home', headers: { cookie: operator.cookie } });
    expect(op.statusCode).toBe(200);
  });
});
