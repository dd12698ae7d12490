import { ApiErrorSchema, BookingCreatedSchema } from '@parking/core';
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

const post = (payload: unknown, headers: Record<string, string> = { 'idempotency-key': newKey() }) =>
  t.app.inject({ method: 'POST', url: '/api/v1/bookings', payload: payload as object, headers });

const rows = () => t.db.database.db.select().from(bookings);

describe('POST /api/v1/bookings', () => {
  it('creates a pending booking with a reference and a demo checkout URL', async () => {
    const res = await post(bookingBody({ details: { couponCode: ' cap15 ' } }));
    expect(res.statusCode).toBe(201);
    const body = BookingCreatedSchema.parse(res.json());
    expect(body.reference).toMatch(/^CAP-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(body.status).toBe('pending');
    // 899 × 3 days; CAP15 = 7.5% off, rounded to the penny.
    expect(body.amount).toBe(2697 - 202);
    expect(body.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:4000\/api\/v1\/demo-checkout\/demo_[a-f0-9]{32}$/);
    // The hold the payment step counts down: 30 minutes from the (test) clock.
    expect(body.holdExpiresAt).toBe(new Date(t.clock.now.getTime() + 30 * 60_000).toISOString());
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, body.reference));
    expect(row).toMatchObject({
      subtotal: 2697,
      discount: 202,
      amount: 2495,
      couponCode: 'CAP15',
      partnerKeyId: null,
      test: false,
      noOfVehicles: 1,
    });
    expect(row!.details.vehicles[0]!.registration).toBe('AB12CDE');
    expect(row!.details.phone).toBe('+447700900123');
    expect(row!.holdExpiresAt.getTime() - t.clock.now.getTime()).toBe(30 * 60_000);
  });

  it('stores the key id, organisation, origin and commission rate of a booking made through a partner, never the key', async () => {
    const res = await post(bookingBody(), {
      'idempotency-key': newKey(),
      'x-partner-key': 'pk_demo_local',
      origin: 'http://localhost:5173',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
    expect(row).toMatchObject({
      partnerKeyId: 'wk_b8943ffba40f278097173509',
      partnerOrigin: 'http://localhost:5173',
      commissionBps: 800,
      test: false,
    });
    expect(row!.partnerOrgId).toMatch(/./);
    expect(JSON.stringify(row)).not.toContain('pk_demo_local');
  });

  it('rejects an unknown partner key', async () => {
    const res = await post(bookingBody(), { 'idempotency-key': newKey(), 'x-partner-key': 'pk_unknown' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('requires an Idempotency-Key', async () => {
    const res = await post(bookingBody(), {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('replays the same answer for the same key and body, creating nothing new', async () => {
    const key = newKey();
    const first = await post(bookingBody(), { 'idempotency-key': key });
    const before = (await rows()).length;
    const again = await post(bookingBody(), { 'idempotency-key': key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await rows()).length).toBe(before);
  });

  it('refuses the same key with a different body', async () => {
    const key = newKey();
    await post(bookingBody(), { 'idempotency-key': key });
    const res = await post(bookingBody({ details: { firstName: 'Grace' } }), { 'idempotency-key': key });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 PRICE_CHANGED with the new total when the price rose, and frees the key', async () => {
    const key = newKey();
    const res = await post(bookingBody({ expectedTotal: 2000 }), { 'idempotency-key': key });
    expect(res.statusCode).toBe(409);
    const body = ApiErrorSchema.parse(res.json());
    expect(body.error).toMatchObject({ code: 'PRICE_CHANGED', newTotal: 2697 });
    const [claim] = await t.db.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(claim).toBeUndefined();
    const confirmed = await post(bookingBody({ expectedTotal: 2697 }), { 'idempotency-key': key });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().amount).toBe(2697);
  });

  it('uses the lower price when it fell', async () => {
    const res = await post(bookingBody({ expectedTotal: 9999 }));
    expect(res.json().amount).toBe(2697);
  });

  it('rejects an unknown coupon against its field', async () => {
    const res = await post(bookingBody({ details: { couponCode: 'SAVE99' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'COUPON_INVALID',
      fields: { 'details.couponCode': expect.any(String) },
    });
  });

  it('keys form errors by field path', async () => {
    const body = bookingBody({
      details: {
        email: 'nope',
        vehicles: [{ registration: '!!', make: '', model: 'Focus', colour: 'Blue' }],
        acceptTerms: false,
      },
    });
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const { error } = ApiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(
      expect.arrayContaining([
        'details.email',
        'details.vehicles.0.registration',
        'details.vehicles.0.make',
        'details.acceptTerms',
      ]),
    );
  });

  it('needs one vehicle per searched vehicle, and a stay in the future', async () => {
    const body = bookingBody({ criteria: { noOfVehicles: 2, entryDate: '2026-11-01', exitDate: '2026-11-03' } });
    body.details.vehicles = body.details.vehicles.slice(0, 1);
    const res = await post(body);
    expect(res.json().error.fields).toMatchObject({
      'details.vehicles': expect.stringMatching(/2 vehicle/),
      'criteria.entryDate': 'Drop-off date cannot be in the past',
    });
  });

  it('needs the return flight for meet-and-greet', async () => {
    const res = await post(bookingBody({ providerId: 'luton-swift-meet-greet' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['details.returnFlight']).toMatch(/return flight/);
    const ok = await post(bookingBody({ providerId: 'luton-swift-meet-greet', details: { returnFlight: 'ezy 1234' } }));
    expect(ok.statusCode).toBe(201);
  });

  it('rejects a provider from another airport or an unknown one', async () => {
    const other = await post(bookingBody({ providerId: 'bristol-valet-plus' }));
    expect(other.json().error.fields.providerId).toBeDefined();
    const unknown = await post(bookingBody({ providerId: 'nope' }));
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 409 SOLD_OUT when a day has too few spaces', async () => {
    // Parkway Secure has 20 spaces a day: take 5 × 4 vehicles... then one more.
    const stay = { entryDate: '2027-01-10', exitDate: '2027-01-12', noOfVehicles: 5 };
    for (let i = 0; i < 4; i++)
      expect((await post(bookingBody({ providerId: 'luton-parkway-secure', criteria: stay }))).statusCode).toBe(201);
    const res = await post(
      bookingBody({
        providerId: 'luton-parkway-secure',
        criteria: { ...stay, noOfVehicles: 1, entryDate: '2027-01-12', exitDate: '2027-01-13' },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SOLD_OUT');
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/packages',
      payload: {
        airportId: 'luton',
        entryDate: '2027-01-11',
        entryTime: '10:00',
        exitDate: '2027-01-14',
        exitTime: '10:00',
        noOfVehicles: 1,
      },
    });
    const quote = search
      .json()
      .data.quotes.find((q: { provider: { id: string } }) => q.provider.id === 'luton-parkway-secure');
    expect(quote).toMatchObject({ spacesLeft: 0, soldOut: true });
  });
});

describe('booking references', () => {
  it('retries when a generated reference collides', async () => {
    const refs = ['CAP-AAAAAA', 'CAP-AAAAAA', 'CAP-BBBBBB'];
    const local = await createTestApp({ newReference: () => refs.shift() ?? 'CAP-CCCCCC' });
    try {
      const send = (key: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          payload: bookingBody(),
          headers: { 'idempotency-key': key },
        });
      expect((await send(newKey())).json().reference).toBe('CAP-AAAAAA');
      expect((await send(newKey())).json().reference).toBe('CAP-BBBBBB');
    } finally {
      await local.close();
    }
  });
});

describe('rate limit', () => {
  it('limits booking attempts per client with a 429 in the API error shape', async () => {
    const local = await createTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const send = () =>
        local.app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          payload: bookingBody(),
          headers: { 'idempotency-key': newKey() },
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await local.close();
    }
  });
});
