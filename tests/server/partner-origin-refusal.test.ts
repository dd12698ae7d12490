import { ApiErrorSchema, BookingCreatedSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  idempotencyKeys,
  partnerAccounts,
  partnerRefusals,
  partners,
  providerDays,
} from '../../packages/server/src/db/schema/index';
import { seedOrganization } from './support/console';
import { bookingBody, criteria, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

// Issue 23: the CORS refusal alone only hid the answer; the request from a copying site still ran.
const KEY = 'pk_live_refusal';
const ALLOWED = 'https://blog.example';
const COPYCAT = 'https://copycat.example';
const PROVIDER = 'luton-park-and-fly';

let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganization(db(), 'p-refusal', 'partner');
  await db().insert(partnerAccounts).values({ organizationId: 'p-refusal', liveApprovedAt: new Date() });
  await db()
    .insert(partners)
    .values({
      id: 'wk_refusal',
      key: KEY,
      name: 'Refusal blog',
      mode: 'live',
      allowedOrigins: [ALLOWED],
      organizationId: 'p-refusal',
    });
}, 120_000);
afterAll(async () => t?.close());

const book = (headers: Record<string, string>, day: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ criteria: { entryDate: day, exitDate: day, exitTime: '18:00' } }),
    headers: { 'idempotency-key': newKey(), ...headers },
  });
/** Spaces held at the car park on `day` (no row: none). */
const held = async (day: string) => {
  const rows = await db().select().from(providerDays).where(eq(providerDays.day, day));
  return rows.filter((r) => r.providerId === PROVIDER).reduce((n, r) => n + r.booked, 0);
};
/** Rows in `table` (the seed's sample stays are bookings too). */
const count = async (table: typeof bookings | typeof idempotencyKeys) => (await db().select().from(table)).length;
const refusals = (origin: string) => db().select().from(partnerRefusals).where(eq(partnerRefusals.origin, origin));

/** The refusal's shape: the app's JSON error, and still no CORS permission for the browser. */
function expectRefused(res: Awaited<ReturnType<typeof book>>) {
  expect(res.statusCode).toBe(403);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  const error = ApiErrorSchema.parse(res.json()).error;
  expect(error).toEqual({ code: 'FORBIDDEN', message: 'This site is not allowed to use this partner key' });
}

describe('a request naming a key from an origin the key does not allow', () => {
  it('refuses a booking before it is placed: no booking, no hold, counted once for the partner', async () => {
    const [bookingsBefore, keysBefore] = [await count(bookings), await count(idempotencyKeys)];
    const res = await book({ 'x-partner-key': KEY, origin: COPYCAT }, '2026-12-10');
    expectRefused(res);
    expect(await count(bookings)).toBe(bookingsBefore);
    expect(await count(idempotencyKeys)).toBe(keysBefore);
    expect(await held('2026-12-10')).toBe(0);
    expect(await refusals(COPYCAT)).toEqual([expect.objectContaining({ keyId: 'wk_refusal', count: 1 })]);
  });

  it('refuses a search and a GET read the same way', async () => {
    const headers = { 'x-partner-key': KEY, origin: 'https://other.example' };
    const search = await t.app.inject({ method: 'POST', url: '/api/v1/search/packages', headers, payload: criteria() });
    expectRefused(search);
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/v1/airports', headers }));
    expect(await refusals('https://other.example')).toEqual([expect.objectContaining({ count: 2 })]);
  });
});

describe('requests the refusal leaves alone', () => {
  it('books from an allowed origin, attributed to the key, with CORS', async () => {
    const res = await book({ 'x-partner-key': KEY, origin: ALLOWED }, '2026-12-11');
    expect(res.statusCode).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const { reference } = BookingCreatedSchema.parse(res.json());
    const [row] = await db().select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({ partnerKeyId: 'wk_refusal', partnerOrigin: ALLOWED });
    expect(await held('2026-12-11')).toBe(1);
  });

  it('books with the key and no Origin (a server or curl), as before', async () => {
    const res = await book({ 'x-partner-key': KEY }, '2026-12-12');
    expect(res.statusCode).toBe(201);
    const { reference } = BookingCreatedSchema.parse(res.json());
    const [row] = await db().select().from(bookings).where(eq(bookings.reference, reference));
    expect(row).toMatchObject({ partnerKeyId: 'wk_refusal', partnerOrigin: null });
  });

  it('keeps the answers for an unknown key: the booking’s own 403, a read served without CORS', async () => {
    const headers = { 'x-partner-key': 'pk_unknown', origin: COPYCAT };
    const booking = await book(headers, '2026-12-13');
    expect(booking.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(booking.json()).error).toMatchObject({ message: 'Unknown partner key' });
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/airports', headers });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(await refusals(COPYCAT)).toEqual([expect.objectContaining({ count: 1 })]);
  });
});
