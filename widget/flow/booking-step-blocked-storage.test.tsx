import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { forgetBookingDrafts } from '../features/booking/booking-store';
import { bookingCreatedFixture, criteriaFixture } from '../testing/fixtures';
import { fillValidBookingForm } from '../testing/booking-form';
import { withFakeApi } from '../testing/render-widget';
import { BookingStep } from './booking-step';
import '../styles/index.css';

// A sandboxed partner iframe or a private window: even reading the storage properties throws.
const blocked = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => {
  forgetBookingDrafts();
  vi.restoreAllMocks();
});

function setup() {
  return withFakeApi(<BookingStep criteria={criteriaFixture} providerId="luton-swift-meet" onBack={vi.fn()} />, {
    'POST /bookings': { status: 201, body: bookingCreatedFixture },
  });
}

test('with storage blocked, a booking still reaches payment, and a remount keeps the draft for the page', async () => {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(blocked);
  const { element, fetcher } = setup();
  const first = await render(element);
  await page.getByLabelText('First name', { exact: true }).fill('Ada');
  await first.unmount();

  await render(element);
  await expect.element(page.getByLabelText('First name', { exact: true })).toHaveValue('Ada');
  await fillValidBookingForm();
  await page.getByRole('button', { name: 'Place Booking' }).click();

  await expect.element(page.getByRole('button', { name: 'Pay £105.00' })).toBeVisible();
  expect(fetcher.calls.filter((c) => c.path === '/bookings')).toHaveLength(1);
});
