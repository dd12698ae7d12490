import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './fixtures';
import type { TestApp } from './test-app';

/** The demo checkout's Pay and Cancel accept only posts from our own pages. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' };

/** Books and pays (demo checkout) a stay; returns the booking row and a manage token. */
export async function bookAndPay(t: TestApp, overrides: Parameters<typeof bookingBody>[0] = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(overrides),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  const sessionId = new URL(res.json().checkoutUrl).pathname.split('/').pop()!;
  const pay = await t.app.inject({
    method: 'POST',
    url: `/api/v1/demo-checkout/${sessionId}/pay`,
    headers: FORM,
    payload: '',
  });
  expect(pay.statusCode).toBe(303);
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, res.json().reference));
  const lookup = await t.app.inject({
    method: 'POST',
    url: '/api/v1/manage/lookup',
    payload: { reference: row!.reference, email: row!.email },
  });
  expect(lookup.statusCode).toBe(200);
  return { row: row!, token: lookup.json().data.token as string, sessionId };
}

/** A manage call with the bearer token. */
export function manageCall(t: TestApp, token: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/v1/manage/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The amend body for a booking made with `bookingBody`, with new criteria. */
export function amendBody(criteria: Record<string, unknown>, vehicles = 1, extra: Record<string, unknown> = {}) {
  const regs = ['AB12CDE', 'BC13DEF', 'CD14EFG'];
  return {
    criteria,
    vehicles: Array.from({ length: vehicles }, (_, i) => ({
      registration: regs[i],
      make: 'Ford',
      model: 'Focus',
      colour: 'Blue',
    })),
    details: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '07700 900123', passengers: 2 },
    ...extra,
  };
}
