import { ORGANIZATION_KINDS, ROLES_BY_KIND } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, organizationMembers } from '../../packages/server/src/db/schema/index';
import { type CollectedRoute, addMembership, seedUser, signIn, walkConsoleRoutes } from './support/console';
import { tenancyApp } from './support/tenancy-app';
import { unmarkedIds } from './support/tenancy-marks';
import { attackRoute, kindsOf } from './support/tenancy-walk';
import { topOf } from './support/tenancy-world';
import type { TestApp } from './support/test-app';

// Cross-organisation list, invite, role change and removal through better-auth's own organisation
// endpoints (behind its catch-all /api/v1/auth/*) are refused in tests/server/accounts.test.ts.

let w: Awaited<ReturnType<typeof tenancyApp>>;
let t: TestApp & { routes: CollectedRoute[] };
let cookies: Record<string, string>;

beforeAll(async () => {
  w = await tenancyApp();
  t = w.t;
  cookies = w.world.cookies;
}, 180_000);
afterAll(async () => t?.close());

const label = (r: CollectedRoute) => `${r.method} ${r.url}`;

describe('the route-table walk', () => {
  it('finds the console routes, and reports the fixture route that declares no access (and only it)', () => {
    const walk = walkConsoleRoutes(t.routes);
    expect(walk.routes.map(label)).toEqual(
      expect.arrayContaining(['GET /api/v1/console/me', 'GET /api/v1/console/home', 'GET /api/v1/console/audit']),
    );
    expect(walk.undeclared).toEqual(['GET /api/v1/console/fixture-forgot']);
  });

  it('finds every id a console route reads marked with what it names, and fails a route that takes one unmarked', () => {
    expect(w.real().flatMap(unmarkedIds)).toEqual([]);
    expect(unmarkedIds(w.fixture('GET', '/api/v1/console/fixture-unmarked'))).toEqual([
      'GET /api/v1/console/fixture-unmarked: querystring field keyId is named like an id but not marked with tenantId()',
    ]);
  });

  it('refuses every declared console route signed out (401) and changes nothing', async () => {
    const failures: string[] = [];
    for (const r of w.declared()) {
      const res = await w.callA(r, kindsOf(r.console!)[0]!.kind, {});
      await w.expectRefusal(failures, label(r), res, 401, 'UNAUTHENTICATED');
    }
    expect(failures).toEqual([]);
  });

  it('refuses a role below the lowest a route declares (403, naming the role) and changes nothing', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of w.declared()) {
      for (const { kind, lowest } of kindsOf(r.console!)) {
        const order: readonly string[] = ROLES_BY_KIND[kind];
        const below = lowest ? order[order.indexOf(lowest) + 1] : undefined;
        if (!below) continue;
        const res = await w.callA(r, kind, { cookie: cookies[`${kind}-a-${below}`]! });
        const what = `${label(r)} as ${kind} ${below}`;
        await w.expectRefusal(failures, what, res, 403, 'FORBIDDEN');
        if (res.statusCode === 403)
          expect(JSON.parse(res.body).error.message, what).toBe(`This needs the ${lowest} role or higher`);
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  });

  it("answers another organisation's member 404 for each real id of the first, in the path, query string and body; shows nothing of it and changes nothing", async () => {
    const failures: string[] = [];
    const walked = new Set<string>();
    for (const r of w.real())
      for (const { kind } of kindsOf(r.console!)) {
        // Our staff act on every organisation by design (docs/product-rules.md): no id is another's to
        // them. Their boundary is walked below: another kind's routes, a link-only session, a stale step-up.
        if (kind === 'staff') continue;
        const attack = await attackRoute(r, w.attackAs(kind));
        failures.push(...attack.failures);
        for (const p of attack.attacked) walked.add(`${p.part}:${p.kind}`);
      }
    expect(failures).toEqual([]);
    // Every kind of id a member of an operator or a partner can name, in each place a route reads one.
    expect([...walked].sort()).toEqual([
      'body:carPark',
      'params:apiKey',
      'params:bookingReference',
      'params:carPark',
      'params:carParkPhoto',
      'params:handoverPhoto',
      'params:operatorEvent',
      'params:widgetKey',
      'querystring:auditTarget',
      'querystring:carPark',
      'querystring:member',
      'querystring:organization',
      'querystring:widgetKey',
    ]);
  });

  it("fails a route that scopes its path id but not the query string's, or not the body's; passes those that scope all", async () => {
    const compare = w.fixture('GET', '/api/v1/console/fixture-keys/:id/compare');
    expect((await attackRoute(compare, w.attackAs('partner'))).failures).toEqual([
      `GET /api/v1/console/fixture-keys/:id/compare as partner: querystring with = "a"'s widgetKey answered 200, not 404`,
      `GET /api/v1/console/fixture-keys/:id/compare as partner: querystring with = "a"'s widgetKey showed "a"'s wk_tenancy_a`,
    ]);
    const copy = w.fixture('POST', '/api/v1/console/fixture-keys/:id/copy-name');
    expect((await attackRoute(copy, w.attackAs('partner'))).failures).toEqual([
      `POST /api/v1/console/fixture-keys/:id/copy-name as partner: body from = "a"'s widgetKey answered 200, not 404`,
      `POST /api/v1/console/fixture-keys/:id/copy-name as partner: body from = "a"'s widgetKey changed public.partners`,
    ]);
    for (const scoped of [
      w.fixture('GET', '/api/v1/console/fixture-keys/:id'),
      w.fixture('POST', '/api/v1/console/fixture-keys/:id/deactivate'),
    ]) {
      const attack = await attackRoute(scoped, w.attackAs('partner'));
      expect(attack.failures, label(scoped)).toEqual([]);
      expect(attack.attacked.map((p) => `${p.part} ${p.name}`)).toEqual(['params id']);
    }
  });

  it('answers 404 on a route of another kind (an operator on a staff route, and so on)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const r of w.declared()) {
      const access = r.console!;
      if (access === 'signed-in' || access.kind === 'any') continue;
      for (const other of ORGANIZATION_KINDS.filter((k) => k !== access.kind)) {
        const res = await w.callA(r, access.kind, { cookie: cookies[topOf(other, 'a')]! });
        await w.expectRefusal(failures, `${label(r)} as ${other}`, res, 404, 'NOT_FOUND');
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

// The three walks below run last: each refusal they expect stands between the request and a real change
// (organisation "a"'s own member, its real ids, a valid body).
describe('the walk of the second factor and of cross-site requests', () => {
  it('asks for a fresh passkey assertion on every step-up route (403 STEP_UP_REQUIRED) and changes nothing', async () => {
    const failures: string[] = [];
    const routes = w.real().filter((r) => r.stepUp);
    for (const r of routes)
      for (const { kind } of kindsOf(r.console!)) {
        const stale = await w.sessionOf(topOf(kind, 'a'), {
          openedBy: 'passkey',
          passkeyVerifiedAt: new Date('2020-01-01T00:00:00Z'),
        });
        await w.expectRefusal(
          failures,
          `${label(r)} as ${kind}`,
          await w.callA(r, kind, { cookie: stale }),
          403,
          'STEP_UP_REQUIRED',
        );
      }
    expect(failures).toEqual([]);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/console/staff/bookings/:reference/refund',
        'POST /api/v1/console/staff/bookings/:reference/cancel',
        'POST /api/v1/console/staff/bookings/:reference/amend',
        'GET /api/v1/console/staff/data-requests/export',
        'POST /api/v1/console/staff/data-requests/erase',
        'POST /api/v1/console/staff/members/:id/reset-passkeys',
        'POST /api/v1/console/webhook/rotate',
        'POST /api/v1/console/partner/keys/:id/revoke',
        'POST /api/v1/console/partner/api-keys/:id/revoke',
      ]),
    );
  });

  it('refuses a link-only session on every route open to staff (403 PASSKEY_SIGN_IN_REQUIRED) and changes nothing', async () => {
    const failures: string[] = [];
    const link = await w.sessionOf(topOf('staff', 'a'), { openedBy: 'link', passkeyVerifiedAt: null });
    const routes = w
      .real()
      .filter((r) => r.console !== 'signed-in' && kindsOf(r.console!).some((k) => k.kind === 'staff'));
    for (const r of routes)
      await w.expectRefusal(
        failures,
        label(r),
        await w.callA(r, 'staff', { cookie: link }),
        403,
        'PASSKEY_SIGN_IN_REQUIRED',
      );
    expect(failures).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
  });

  it('refuses every state-changing console route from another site (403 CROSS_SITE_REFUSED) and changes nothing', async () => {
    const failures: string[] = [];
    const writes = w.declared().filter((r) => r.method !== 'GET');
    for (const r of writes) {
      const { kind } = kindsOf(r.console!)[0]!;
      const res = await w.callA(r, kind, { cookie: cookies[topOf(kind, 'a')]!, origin: 'https://evil.example' });
      await w.expectRefusal(failures, label(r), res, 403, 'CROSS_SITE_REFUSED');
    }
    expect(failures).toEqual([]);
    expect(writes.length).toBeGreaterThan(40);
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
