import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays } from '../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const place = (body: ReturnType<typeof bookingBody>, key: string, replaces?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: body,
    headers: { 'idempotency-key': key, ...(replaces ? { 'replaces-idempotency-key': replaces } : {}) },
  });
const statusOf = async (reference: string) =>
  (await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!.status;
const held = async (day: string) =>
  (
    await t.db.database.db
      .select()
      .from(providerDays)
      .where(and(eq(providerDays.providerId, 'luton-park-and-fly'), eq(providerDays.day, day)))
  )[0]?.booked ?? 0;

describe('placing a draft again', () => {
  it('the same draft and key gives the same reference and one hold', async () => {
    const body = bookingBody({ criteria: { entryDate: '2027-04-05', exitDate: '2027-04-06' } });
    const key = newKey();
    const first = await place(body, key);
    const again = await place(body, key);
    expect(again.json().reference).toBe(first.json().reference);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await held('2027-04-05')).toBe(1);
  });

  it('a changed draft naming the earlier key releases that unpaid hold', async () => {
    const oldKey = newKey();
    const first = await place(bookingBody({ criteria: { entryDate: '2027-04-12', exitDate: '2027-04-13' } }), oldKey);
    expect(await held('2027-04-12')).toBe(1);
    const changed = bookingBody({
      criteria: { entryDate: '2027-04-12', exitDate: '2027-04-13' },
      details: { firstName: 'Grace' },
    });
    const second = await place(changed, newKey(), oldKey);
    expect(second.statusCode).toBe(201);
    expect(second.json().reference).not.toBe(first.json().reference);
    expect(await statusOf(first.json().reference)).toBe('cancelled');
    expect(await held('2027-04-12')).toBe(1);
  });

  it('never releases a booking that is paid, nor by an unknown key', async () => {
    const oldKey = newKey();
    const first = await place(bookingBody({ criteria: { entryDate: '2027-04-19', exitDate: '2027-04-20' } }), oldKey);
    const sessionId = new URL(first.json().checkoutUrl).pathname.split('/').pop()!;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/demo-checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' },
      payload: '',
    });
    await place(
      bookingBody({ criteria: { entryDate: '2027-04-19', exitDate: '2027-04-20' }, details: { firstName: 'Grace' } }),
      newKey(),
      oldKey,
    );
    await place(
      bookingBody({ criteria: { entryDate: '2027-04-19', exitDate: '2027-04-21' } }),
      newKey(),
      'never-used-key-123',
    );
    expect(await statusOf(first.json().reference)).toBe('confirmed');
    expect(await held('2027-04-19')).toBe(3);
  });
});
