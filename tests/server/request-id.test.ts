import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, partnerAccounts } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from './support/console';
import { bookingBody, newKey } from './support/fixtures';
import { payDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

type Line = { msg: string; reqId?: string; queue?: string; reference?: string; kind?: string };

const lines: string[] = [];
const parsed = () => lines.map((l) => JSON.parse(l) as Line);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  // The first inject reads the API document (support/response-validation.ts), a request of its own with
  // its own id: read here, so a test's lines are its own requests' alone when this file runs by itself.
  await t.app.inject({ method: 'GET', url: '/api/v1/health' });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('every answer carries a fresh UUID, which its log lines carry too', async () => {
    lines.length = 0;
    const a = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const b = await t.app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    const idA = String(a.headers['x-request-id']);
    const idB = String(b.headers['x-request-id']);
    expect(idA).toMatch(UUID);
    expect(idB).toMatch(UUID);
    expect(idA).not.toBe(idB);
    expect(b.statusCode).toBe(404);
    const entries = parsed();
    expect(entries.filter((e) => e.reqId === idB).map((e) => e.msg)).toContain('request completed');
    expect(entries.every((e) => e.reqId === idA || e.reqId === idB)).toBe(true);
  });

  it("keeps a proxy's id only in a safe shape (hex token or UUID)", async () => {
    const nginx = 'f'.repeat(16) + '0123456789abcdef';
    const kept = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': nginx } });
    expect(kept.headers['x-request-id']).toBe(nginx);
    for (const unsafe of ['jane.doe@example.com', 'abc', 'x'.repeat(80), '0123456789abcdef\nfake']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it("follows a booking's payment into the email job it started", async () => {
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ criteria: { entryDate: '2027-08-01', exitDate: '2027-08-08' } }),
      headers: { 'idempotency-key': newKey() },
    });
    expect(booked.statusCode).toBe(201);
    const { reference, checkoutUrl } = booked.json() as { reference: string; checkoutUrl: string };
    const paid = await payDemo(t, checkoutUrl);
    expect(paid.statusCode).toBe(303);
    const payId = String(paid.headers['x-request-id']);
    expect(payId).toMatch(UUID);

    lines.length = 0;
    // The job runs later, outside any request (here the sweep; in production a worker).
    await sweepOnce(t.app);
    const job = parsed().filter((e) => e.reference === reference);
    expect(job.map((e) => e.msg)).toEqual(expect.arrayContaining(['booking email sent', 'background job done']));
    expect(job.find((e) => e.msg === 'background job done')).toMatchObject({ queue: 'booking-email' });
    for (const entry of job) expect(entry.reqId).toBe(payId);
    // One key per line: a logger that binds reqId is not given it twice by the mixin.
    for (const line of lines) expect(line.match(/"reqId":/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("writes the request's id on the audit entry of a console change (the answer's x-request-id)", async () => {
    const db = t.db.database.db;
    await seedOrganization(db, 'rq-partner', 'partner');
    await seedUser(db, { id: 'rq-owner', organizationId: 'rq-partner', role: 'owner' });
    await db.insert(partnerAccounts).values({ organizationId: 'rq-partner' });
    const { cookie } = await signIn(t.app, 'rq-owner');
    const create = (name: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/console/partner/keys',
        headers: { cookie, origin: 'http://127.0.0.1:4000', ...headers },
        payload: { name, mode: 'test' },
      });
    const entryOf = async (keyId: string) => (await db.select().from(auditLog).where(eq(auditLog.targetId, keyId)))[0];

    const first = await create('First');
    const second = await create('Second');
    const proxied = await create('Behind the proxy', { 'x-request-id': 'ab'.repeat(16) });
    for (const res of [first, second, proxied]) expect(res.statusCode, res.body).toBe(201);
    const [a, b, c] = await Promise.all([first, second, proxied].map((r) => entryOf(r.json().id)));
    expect(a).toMatchObject({ action: 'widget-key.created', requestId: first.headers['x-request-id'] });
    expect(a!.requestId).toMatch(UUID);
    expect(b!.requestId).toBe(second.headers['x-request-id']);
    expect(b!.requestId).not.toBe(a!.requestId);
    // A proxy's safe id is the request's id everywhere, the audit log included.
    expect(c!.requestId).toBe('ab'.repeat(16));
  });
});
