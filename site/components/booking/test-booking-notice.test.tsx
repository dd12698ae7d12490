import type { Confirmation } from '@parking/core';
import { WidgetProvider } from '@parking/widget';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BookingSuccessSlot } from './booking-success-slot';

const confirmation: Confirmation = {
  reference: 'CAP-TEST01',
  status: 'confirmed',
  provider: {
    id: 'luton-swift-meet',
    name: 'Swift Meet & Greet',
    type: 'meet-greet',
    address: '1 Airport Way, Luton LU2 9LY',
    phone: '01582 000000',
    arrivalInstructions: ['Call 30 minutes before arrival.'],
    returnInstructions: ['Call when you have your luggage.'],
  },
  airport: { name: 'London Luton', code: 'LTN' },
  criteria: {
    airportId: 'luton',
    entryDate: '2026-12-10',
    entryTime: '10:00',
    exitDate: '2026-12-17',
    exitTime: '10:00',
    noOfVehicles: 1,
  },
  days: 7,
  vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  subtotal: 10500,
  discount: 0,
  amount: 10500,
  couponCode: null,
  freeCancellationUntil: '2026-12-08T10:00:00.000Z',
};

/** Renders the success page's slot against an API answering `data` for every call, counting the calls. */
async function showSuccess(data: Confirmation) {
  const calls: string[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  await render(
    <WidgetProvider fetcher={fetcher}>
      <BookingSuccessSlot sessionId="demo_1" />
    </WidgetProvider>,
  );
  await expect.element(page.getByText('CAP-TEST01', { exact: true })).toBeVisible();
  return calls;
}

test('a test booking says TEST on the success page, from the one confirmation request', async () => {
  const calls = await showSuccess({ ...confirmation, test: true });
  await expect
    .element(page.getByRole('note'))
    .toHaveTextContent('TEST booking: no money was taken and the car park has not been told.');
  expect(calls).toHaveLength(1);
});

test('a real booking shows no TEST line', async () => {
  await showSuccess(confirmation);
  expect(page.getByText(/TEST booking/).elements()).toHaveLength(0);
});
