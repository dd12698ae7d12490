import { expect } from 'vitest';
import { bookingBody, newKey } from './fixtures';
import type { TestApp } from './test-app';

/** The demo checkout's Pay and Cancel accept only posts from our own pages. */
export const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' };

/** Posts the demo checkout's Pay for a booking's `checkoutUrl`, as its page's form does. */
export function payDemo(t: TestApp, checkoutUrl: string) {
  return t.app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/pay`, headers: FORM, payload: '' });
}

/** Books a stay and leaves it unpaid (a hold); answers the booking's reference and checkout URL. */
export async function bookHold(
  t: TestApp,
  overrides: Parameters<typeof bookingBody>[0] = {},
): Promise<{ reference: string; checkoutUrl: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody(overrides),
    headers: { 'idempotency-key': newKey() },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { reference: string; checkoutUrl: string };
}

/** Books a stay and pays it through the demo checkout; answers the booking's reference and checkout URL. */
export async function bookAndPayDemo(
  t: TestApp,
  overrides: Parameters<typeof bookingBody>[0] = {},
): Promise<{ reference: string; checkoutUrl: string }> {
  const { reference, checkoutUrl } = await bookHold(t, overrides);
  expect((await payDemo(t, checkoutUrl)).statusCode).toBe(303);
  return { reference, checkoutUrl };
}
