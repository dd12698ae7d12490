import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../packages/server/src/db/schema/index';
import { bookAndPayDemo } from './demo-pay';
import type { bookingBody } from './fixtures';
import type { TestApp } from './test-app';

export { FORM } from './demo-pay';

/** Books and pays (demo checkout) a stay; returns the booking row and a manage token. */
export async function bookAndPay(t: TestApp, overrides: Parameters<typeof bookingBody>[0] = {}) {
  const { reference, checkoutUrl } = await bookAndPayDemo(t, overrides);
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference));
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
