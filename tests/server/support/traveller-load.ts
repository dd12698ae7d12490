import { expect } from 'vitest';
import { bookingBody, newKey } from './fixtures';

/** What became of one traveller: their reference, and whether the demo checkout took the payment. */
export type Outcome = { reference?: string; paid: boolean };

const travellerBody = (i: number) =>
  JSON.stringify(
    bookingBody({
      providerId: 'luton-park-and-fly',
      // Spread over many days so capacity never runs out.
      criteria: {
        entryDate: `2027-09-${String(1 + (i % 26)).padStart(2, '0')}`,
        exitDate: `2027-09-${String(3 + (i % 26)).padStart(2, '0')}`,
      },
      details: { email: `traveller${i}@example.com` },
    }),
  );

// The load comes "through a proxy" (the server trusts 127.0.0.1) so each traveller has their own address.
const travellerAddress = (i: number) => `10.77.${Math.floor(i / 200)}.${i % 200}`;

const travellerHeaders = (i: number) => ({
  'x-forwarded-for': travellerAddress(i),
  'content-type': 'application/json',
  'idempotency-key': newKey(),
});

/** Traveller `i` books on the server at `port` and never pays; answers the reference. */
export async function bookOnly(port: number, i: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/bookings`, {
    method: 'POST',
    headers: travellerHeaders(i),
    body: travellerBody(i),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { reference: string }).reference;
}

/** Traveller `i` books, then presses Pay on the demo checkout. Any network failure is "not paid". */
export async function bookAndPay(port: number, i: number): Promise<Outcome> {
  const base = `http://127.0.0.1:${port}`;
  try {
    const created = await fetch(`${base}/api/v1/bookings`, {
      method: 'POST',
      headers: travellerHeaders(i),
      body: travellerBody(i),
    });
    if (created.status !== 201) return { paid: false };
    const { reference, checkoutUrl } = (await created.json()) as { reference: string; checkoutUrl: string };
    const pay = await fetch(`${base}${new URL(checkoutUrl).pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'x-forwarded-for': travellerAddress(i),
        'content-type': 'application/x-www-form-urlencoded',
        origin: base,
      },
      body: '',
    });
    return { reference, paid: pay.status === 303 };
  } catch {
    return { paid: false };
  }
}

/** Runs travellers `from`..`to` five at a time; `onPaid` sees the running count of paid ones. */
export async function load(port: number, from: number, to: number, onPaid: (paid: number) => void = () => {}) {
  const results: Outcome[] = [];
  let next = from;
  let paid = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (next < to) {
        const result = await bookAndPay(port, next++);
        results.push(result);
        if (result.paid) onPaid(++paid);
      }
    }),
  );
  return results;
}
