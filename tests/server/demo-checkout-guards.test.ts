import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys } from '../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OURS = 'http://127.0.0.1:4000';
let day = 10;
async function book() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: `2027-08-${day++}`, exitDate: '2027-08-28' } }),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  return { path: new URL(res.json().checkoutUrl).pathname, reference: String(res.json().reference) };
}
const post = (url: string, headers: Record<string, string> = { origin: OURS }) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: '',
  });
const statusOf = async (reference: string) =>
  (await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!.status;

describe('demo checkout refuses what it must', () => {
  it('Pay after Cancel: 409 with a page saying so, and the booking stays cancelled', async () => {
    const { path, reference } = await book();
    expect((await post(`${path}/cancel`)).statusCode).toBe(303);
    const pay = await post(`${path}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.headers['content-type']).toContain('text/html');
    expect(pay.body).toContain('You cancelled this booking, so it can no longer be paid. No money was taken.');
    expect(await statusOf(reference)).toBe('cancelled');
  });

  it('Pay once the hold has run out (before the sweep releases it): 410 with a page saying so', async () => {
    const { path, reference } = await book();
    t.clock.advanceMinutes(31);
    try {
      const pay = await post(`${path}/pay`);
      expect(pay.statusCode).toBe(410);
      expect(pay.body).toContain('Your 30-minute hold on these spaces has ended');
      expect(await statusOf(reference)).toBe('pending');
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('This checkout is closed');
    } finally {
      t.clock.advanceMinutes(-31);
    }
  });

  it('Pay and Cancel from another origin, or with no origin at all, are refused with 403', async () => {
    const { path, reference } = await book();
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {} as Record<string, string>,
    ]) {
      const pay = await post(`${path}/pay`, headers);
      expect(pay.statusCode).toBe(403);
      expect(pay.body).toContain('did not come from our checkout page');
      expect((await post(`${path}/cancel`, headers)).statusCode).toBe(403);
    }
    expect(await statusOf(reference)).toBe('pending');
    // A browser that sends no Origin but our own Referer is accepted.
    expect((await post(`${path}/pay`, { referer: `${OURS}${path}` })).statusCode).toBe(303);
    expect(await statusOf(reference)).toBe('confirmed');
  });

  it('the checkout page lets a browser send our Origin on its own form posts (no `no-referrer` policy)', async () => {
    const { path } = await book();
    const page = await t.app.inject({ method: 'GET', url: path });
    // Under `no-referrer` a browser posts the Pay form with `Origin: null`, which the guard refuses.
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('Idempotency-Key lease', () => {
  it('a key whose request died mid-flight answers 409 within the lease, then runs cleanly for the same key', async () => {
    const body = bookingBody({ criteria: { entryDate: '2027-08-01', exitDate: '2027-08-03' } });
    const first = newKey();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: body,
      headers: { 'idempotency-key': first },
    });
    expect(ok.statusCode).toBe(201);
    const [stored] = await t.db.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, first));
    // The same request under another key, claimed by a process that died before it answered.
    const key = newKey();
    await t.db.database.db
      .insert(idempotencyKeys)
      .values({ key, requestHash: stored!.requestHash, createdAt: t.clock.now });
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { 'idempotency-key': key } });
    const busy = await send();
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('CONFLICT');
    t.clock.advanceMinutes(1.1);
    try {
      const retried = await send();
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBe('false');
      const replay = await send();
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json().reference).toBe(retried.json().reference);
      // Another body under the lapsed key is still refused.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: { ...body, expectedTotal: 999_999 },
        headers: { 'idempotency-key': key },
      });
      expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    } finally {
      t.clock.advanceMinutes(-1.1);
    }
  });
});
