import type { ApiKey, CreatedApiKey, PartnerBookingsPage } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerApiKeys } from '../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from './support/console';
import { TRAVELLER, seedPartnerBooking, seedWidgetKey } from './support/partner-earnings';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const secrets: Record<string, string> = {};

/** Seven live bookings of partner A (two made in the same instant), a test one, and one of partner B. */
async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'pk-a', 'partner');
  await seedOrganization(db, 'pk-b', 'partner');
  await seedUser(db, { id: 'pka-owner', organizationId: 'pk-a', role: 'owner' });
  await seedUser(db, { id: 'pka-member', organizationId: 'pk-a', role: 'member' });
  await seedUser(db, { id: 'pkb-owner', organizationId: 'pk-b', role: 'owner' });
  await seedWidgetKey(db, 'wk_pa', 'pk-a');
  await seedWidgetKey(db, 'wk_pa_test', 'pk-a', 'test');
  await seedWidgetKey(db, 'wk_pb', 'pk-b');
  const made = ['01', '02', '03', '03', '04', '05', '06'];
  for (const [i, day] of made.entries())
    await seedPartnerBooking(db, { id: `a${i}`, key: 'wk_pa', org: 'pk-a', made: `2026-11-${day}T10:00:00Z` });
  await seedPartnerBooking(db, {
    id: 'atest',
    key: 'wk_pa_test',
    org: 'pk-a',
    made: '2026-11-02T11:00:00Z',
    test: true,
  });
  await seedPartnerBooking(db, { id: 'b0', key: 'wk_pb', org: 'pk-b', made: '2026-11-02T12:00:00Z' });
  for (const id of ['pka-owner', 'pka-member', 'pkb-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seed();
}, 120_000);
afterAll(async () => t?.close());

const consoleCall = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' }, payload });
const api = (url: string, secret?: string, app = t.app) =>
  app.inject({ method: 'GET', url, headers: secret ? { authorization: `Bearer ${secret}` } : {} });

async function createKey(who: string, name: string): Promise<CreatedApiKey> {
  const res = await consoleCall('POST', '/api/v1/console/partner/api-keys', who, { name });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('server keys', () => {
  it('are created by owners, shown once, stored as a hash and prefix, and audited', async () => {
    const created = await createKey('pka-owner', 'Finance export');
    expect(created.secret).toMatch(/^psk_[A-Za-z0-9_-]{32}$/);
    expect(created.key).toMatchObject({ name: 'Finance export', prefix: created.secret.slice(0, 8), lastUsedAt: null });
    secrets.a = created.secret;
    const [row] = await t.db.database.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, created.key.id));
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = await consoleCall('GET', '/api/v1/console/partner/api-keys', 'pka-owner');
    expect(list.body).not.toContain(created.secret);
    expect(list.json().keys.map((k: ApiKey) => k.name)).toEqual(['Finance export']);
    const audit = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.created'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
    secrets.b = (await createKey('pkb-owner', 'B')).secret;
  });

  it('are refused to members (403) and refuse a blank name (400, on the field)', async () => {
    expect((await consoleCall('GET', '/api/v1/console/partner/api-keys', 'pka-member')).statusCode).toBe(403);
    const blank = await consoleCall('POST', '/api/v1/console/partner/api-keys', 'pka-owner', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields)).toEqual(['name']);
    const other = await consoleCall('GET', '/api/v1/console/partner/api-keys', 'pkb-owner');
    expect(other.json().keys.map((k: ApiKey) => k.name)).toEqual(['B']);
  });
});

describe('the reporting API', () => {
  it('refuses a call without a key, with a wrong one or a malformed header (401)', async () => {
    for (const secret of [undefined, `psk_${'x'.repeat(32)}`, 'not-a-key']) {
      const res = await api('/api/v1/partner/bookings', secret);
      expect(res.statusCode, String(secret)).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect((await api('/api/v1/partner/statements')).statusCode).toBe(401);
  });

  it('pages through every live booking exactly once, oldest first, and marks the key used', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await api(`/api/v1/partner/bookings?limit=3${cursor ? `&cursor=${cursor}` : ''}`, secrets.a);
      expect(res.statusCode).toBe(200);
      for (const value of Object.values(TRAVELLER)) expect(res.body).not.toContain(value);
      const page: PartnerBookingsPage = res.json();
      seen.push(...page.bookings.map((b) => b.reference));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['PK-A0', 'PK-A1', 'PK-A2', 'PK-A3', 'PK-A4', 'PK-A5', 'PK-A6']);
    const [row] = await t.db.database.db
      .select()
      .from(partnerApiKeys)
      .where(eq(partnerApiKeys.prefix, secrets.a!.slice(0, 8)));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('filters by booking day, shows each partner only its own, and lists statements', async () => {
    const some: PartnerBookingsPage = (
      await api('/api/v1/partner/bookings?from=2026-11-03&to=2026-11-04', secrets.a)
    ).json();
    expect(some.bookings.map((b) => b.reference)).toEqual(['PK-A2', 'PK-A3', 'PK-A4']);
    const b: PartnerBookingsPage = (await api('/api/v1/partner/bookings', secrets.b)).json();
    expect(b).toEqual({ bookings: [expect.objectContaining({ reference: 'PK-B0' })], nextCursor: null });
    const statements = await api('/api/v1/partner/statements', secrets.a);
    expect(statements.statusCode).toBe(200);
    expect(statements.json().statements).toEqual([
      { month: '2026-11', total: 7 * 400, bookings: 7, pending: 0, status: 'open', paidAt: null },
    ]);
  });

  it('refuses a tampered cursor and a page over 100 (400)', async () => {
    const first: PartnerBookingsPage = (await api('/api/v1/partner/bookings?limit=3', secrets.a)).json();
    const tampered = Buffer.from(JSON.stringify(['yesterday', 'a2'])).toString('base64url');
    for (const cursor of [tampered, `${first.nextCursor}x`, 'garbage!']) {
      const res = await api(`/api/v1/partner/bookings?cursor=${encodeURIComponent(cursor)}`, secrets.a);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await api('/api/v1/partner/bookings?limit=101', secrets.a)).statusCode).toBe(400);
  });

  it('refuses a revoked key at once (401); revoking another organisation’s key is 404', async () => {
    const created = await createKey('pka-owner', 'Short-lived');
    expect((await api('/api/v1/partner/statements', created.secret)).statusCode).toBe(200);
    const url = `/api/v1/console/partner/api-keys/${created.key.id}/revoke`;
    expect((await consoleCall('POST', url, 'pkb-owner')).statusCode).toBe(404);
    const revoked = await consoleCall('POST', url, 'pka-owner');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await api('/api/v1/partner/statements', created.secret)).statusCode).toBe(401);
    expect((await api('/api/v1/partner/statements', secrets.a)).statusCode).toBe(200);
  });

  it('is declared in OpenAPI with the partnerServerKey bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    expect(doc.components.securitySchemes.partnerServerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/v1/partner/bookings'].get.security).toEqual([{ partnerServerKey: [] }]);
    expect(Object.keys(doc.paths['/api/v1/partner/bookings'].get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });
});

describe('the rate limit', () => {
  it('counts per key: past the limit one key gets 429 while another still passes', async () => {
    // Another node on the same database, with a limit of 2 × 3 calls a minute per key.
    const small = await createTestApp({ sharedDatabase: t.db, rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++)
        codes.push((await api('/api/v1/partner/statements', secrets.a, small.app)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect((await api('/api/v1/partner/statements', secrets.b, small.app)).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
