import { BookingCreatedSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays, idempotencyKeys } from '../../packages/server/src/db/schema/index';
import type { IdempotencyPoint } from '../../packages/server/src/services/idempotency-points';
import { bookingBody, newKey } from './support/fixtures';
import { startStripeApp } from './support/stripe-app';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * A crash at each point of a keyed booking (docs/architecture.md#one-booking-per-key), simulated in-process
 * by a fault that throws there; the retry comes straight after, with no lease to wait out. The same in a
 * real process killed with SIGKILL: tests/server/postgres-only/idempotency-kill.test.ts.
 */
let crashAt: IdempotencyPoint | undefined;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    idempotencyFault: async (point) => {
      if (point === crashAt) throw new Error(`simulated crash at ${point}`);
    },
  });
});
afterAll(() => t.close());

const providerId = 'bristol-lulsgate-park-ride';
const body = bookingBody({
  providerId,
  criteria: { airportId: 'bristol', entryDate: '2027-03-10', exitDate: '2027-03-12' },
});
const post = (key: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: body, headers: { 'idempotency-key': key } });
const db = () => t.db.database.db;
const keyRow = async (key: string) =>
  (await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0];
const booked = async () => (await db().select().from(bookings).where(eq(bookings.providerId, providerId))).length;
/** Spaces held on the stay's first day (each booking of one car holds one). */
const held = async () =>
  (await db().select().from(providerDays).where(eq(providerDays.providerId, providerId))).find(
    (d) => d.day === '2027-03-10',
  )?.booked ?? 0;

async function crashThenRetry(point: IdempotencyPoint) {
  const key = newKey();
  const [before, heldBefore] = [await booked(), await held()];
  crashAt = point;
  const crashed = await post(key);
  crashAt = undefined;
  expect(crashed.statusCode).toBe(500);
  const retry = await post(key);
  expect(retry.statusCode).toBe(201);
  const again = await post(key);
  expect(again.json()).toEqual(retry.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  return { key, retry: BookingCreatedSchema.parse(retry.json()), before, heldBefore };
}

describe('one booking per key, whatever dies when', () => {
  it('a crash inside the transaction leaves nothing: the retry books once', async () => {
    const { key, retry, before, heldBefore } = await crashThenRetry('before-commit');
    expect(await booked()).toBe(before + 1);
    expect(await held()).toBe(heldBefore + 1);
    expect((await keyRow(key))?.bookingId).toBeTruthy();
    expect(retry.checkoutUrl).toMatch(/demo-checkout\/demo_/);
  });

  for (const point of ['after-commit', 'before-answer', 'after-answer'] as const) {
    it(`a crash at ${point} replays the committed booking at once: same reference, same checkout`, async () => {
      const { key, retry, before, heldBefore } = await crashThenRetry(point);
      expect(await booked()).toBe(before + 1);
      expect(await held()).toBe(heldBefore + 1);
      const claim = await keyRow(key);
      const [row] = await db().select().from(bookings).where(eq(bookings.id, claim!.bookingId!));
      expect(retry.reference).toBe(row!.reference);
      expect(retry.checkoutUrl).toBe(row!.checkoutUrl);
      expect(row!.status).toBe('pending');
    });
  }

  it('concurrent requests with one key place one booking and answer alike', async () => {
    const key = newKey();
    const before = await booked();
    const answers = await Promise.all([post(key), post(key), post(key)]);
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    expect(new Set(placed.map((a) => a.json().reference)).size).toBe(1);
    expect(new Set(placed.map((a) => a.json().checkoutUrl)).size).toBe(1);
    expect(await booked()).toBe(before + 1);
  });
});

describe('a checkout that could not open frees its key', () => {
  it('after a payment provider outage the same key books again (the failed booking holds nothing)', async () => {
    const stripe = await startStripeApp();
    try {
      const payload = { ...body, details: { ...body.details, email: 'outage@example.com' } };
      const send = (key: string) =>
        stripe.t.app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          payload,
          headers: { 'idempotency-key': key },
        });
      const key = newKey();
      stripe.fake.failNext();
      expect((await send(key)).statusCode).toBe(502);
      const retry = await send(key);
      expect(retry.statusCode).toBe(201);
      const rows = await stripe.t.db.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.email, 'outage@example.com'));
      expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
      expect(rows.find((r) => r.status === 'pending')!.reference).toBe(retry.json().reference);
    } finally {
      await stripe.close();
    }
  });
});
