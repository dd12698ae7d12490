import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { forgetBookingDrafts } from '../features/booking/booking-store';
import { axeViolations } from '../testing/axe';
import type { FakeAnswer, FakeRoutes } from '../testing/fake-fetch';
import { bookingCreatedFixture, criteriaFixture } from '../testing/fixtures';
import { fillValidBookingForm } from '../testing/booking-form';
import { withFakeApi } from '../testing/render-widget';
import { BookingStep } from './booking-step';
import '../styles/index.css';

const created: FakeAnswer = { status: 201, body: bookingCreatedFixture, delayMs: 150 };

function setup(routes: FakeRoutes = {}, onBack = vi.fn()) {
  return withFakeApi(<BookingStep criteria={criteriaFixture} providerId="luton-swift-meet" onBack={onBack} />, routes);
}

/** The server's answers to POST /coupons/check: CAP15 is 7.5% off, anything else is not valid. */
const couponRoutes: FakeRoutes = {
  'POST /coupons/check': (call) =>
    (call.body as { code: string }).code === 'CAP15'
      ? { status: 200, body: { data: { code: 'CAP15', percentOff: 7.5 } }, delayMs: 100 }
      : { status: 404, body: { error: { code: 'COUPON_NOT_FOUND', message: 'That code is not valid' } } },
};

describe('BookingStep', () => {
  // The form keeps drafts and keys in the tab's sessionStorage, which every test file shares.
  beforeEach(() => {
    forgetBookingDrafts();
    return forgetBookingDrafts;
  });

  test('shows step 1 with the step indicator and no axe violations', async () => {
    const { element } = setup();
    const screen = await render(element);
    await expect.element(page.getByRole('heading', { name: 'Place Booking' })).toBeVisible();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Place Booking' }))
      .toHaveAttribute('aria-current', 'step');
    await expect.element(page.getByLabelText(/Send me offers/)).not.toBeChecked();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('showSteps={false} leaves the indicator to the host page, keeping the heading and steps', async () => {
    const onStepChange = vi.fn();
    const { element } = withFakeApi(
      <BookingStep
        criteria={criteriaFixture}
        providerId="luton-swift-meet"
        onBack={vi.fn()}
        onStepChange={onStepChange}
        showSteps={false}
      />,
    );
    const screen = await render(element);
    await expect.element(page.getByRole('heading', { name: 'Place Booking' })).toBeVisible();
    expect(page.getByRole('list', { name: 'Booking steps' }).elements()).toHaveLength(0);
    expect(onStepChange).toHaveBeenLastCalledWith('details');
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('an empty submit shows the summary and inline messages from core, and sends nothing', async () => {
    const { element, fetcher } = setup();
    const screen = await render(element);
    await page.getByRole('button', { name: 'Place Booking' }).click();
    const summary = page.getByRole('alert');
    await expect.element(summary.getByRole('link', { name: 'Enter your first name' })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: 'Enter the registration' })).toBeVisible();
    await expect
      .element(summary.getByRole('link', { name: 'Accept the terms and conditions to continue' }))
      .toBeVisible();
    await expect.element(summary.getByRole('link', { name: /Enter your return flight number/ })).toBeVisible();
    await expect.element(page.getByLabelText('First name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The one form mechanism moves the focus to the summary (docs/decisions/0011-one-form-mechanism.md).
    await expect.element(summary).toHaveFocus();
    expect(fetcher.calls.some((c) => c.path === '/bookings')).toBe(false);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('a double click books once with one Idempotency-Key, then shows the payment step', async () => {
    const { element, fetcher } = setup({ 'POST /bookings': created });
    const screen = await render(element);
    await fillValidBookingForm();
    const button = page.getByRole('button', { name: 'Place Booking' }).element() as HTMLButtonElement;
    button.click();
    button.click();
    await expect.element(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const posts = fetcher.calls.filter((c) => c.path === '/bookings');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toMatchObject({
      providerId: 'luton-swift-meet',
      expectedTotal: 10500,
      details: { vehicles: [{ registration: 'AB12CDE' }], phone: '+447700900123' },
    });
    await expect.element(page.getByRole('button', { name: 'Pay £105.00' })).toBeVisible();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Payment' }))
      .toHaveAttribute('aria-current', 'step');
    await expect.element(page.getByText('Thu 10 Dec 2026, 10:00')).toBeVisible();
    // The hold counts down from the server's holdExpiresAt (30 minutes in the fixture).
    await expect.element(page.getByText(/Your spaces are held for (29|30):\d\d/)).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('the step-1 summary names the airport and both dates, and its total follows an accepted code', async () => {
    const { element } = setup(couponRoutes);
    await render(element);
    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect.element(summary.getByText('Meet & Greet at London Luton')).toBeVisible();
    await expect.element(summary.getByText('Thu 10 Dec 2026, 10:00')).toBeVisible();
    await expect.element(summary.getByText('£15.00 per day × 7 days')).toBeVisible();
    await expect.element(summary.getByText('£105.00')).toBeVisible();
    await page.getByLabelText(/Coupon code/).fill('CAP15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.element(summary.getByText('£97.12')).toBeVisible();
    await expect.element(summary.getByText('Code CAP15')).toBeVisible();
  });

  test('the payment step says when the hold has ended and offers no Pay button then', async () => {
    const ended: FakeAnswer = {
      ...created,
      body: { ...bookingCreatedFixture, holdExpiresAt: new Date(Date.now() - 1_000).toISOString() },
    };
    const { element } = setup({ 'POST /bookings': ended });
    await render(element);
    await fillValidBookingForm();
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/hold on your spaces has ended/);
    expect(page.getByRole('button', { name: /^Pay/ }).elements()).toHaveLength(0);
  });

  test('a retry of the same form content reuses the Idempotency-Key', async () => {
    const { element, fetcher } = setup({ 'POST /bookings': (_c, n) => (n === 1 ? 'network-error' : created) });
    await render(element);
    await fillValidBookingForm();
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/could not reach the server/);
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    const keys = fetcher.calls.filter((c) => c.path === '/bookings').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('a price rise asks to confirm the new price, then resubmits with it', async () => {
    const { element, fetcher } = setup({
      'POST /bookings': (call) =>
        (call.body as { expectedTotal: number }).expectedTotal < 11200
          ? {
              status: 409,
              body: { error: { code: 'PRICE_CHANGED', message: 'The price has changed', newTotal: 11200 } },
            }
          : { status: 201, body: { ...bookingCreatedFixture, amount: 11200 } },
    });
    const screen = await render(element);
    await fillValidBookingForm();
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByRole('heading', { name: 'The price has changed' })).toBeVisible();
    await expect.element(page.getByText('£112.00').first()).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm new price' }).click();
    await expect.element(page.getByRole('button', { name: 'Pay £112.00' })).toBeVisible();
    const bodies = fetcher.calls
      .filter((c) => c.path === '/bookings')
      .map((c) => (c.body as { expectedTotal: number }).expectedTotal);
    expect(bodies).toEqual([10500, 11200]);
  });

  test('sold out explains and goes back to results', async () => {
    const onBack = vi.fn();
    const { element } = setup(
      { 'POST /bookings': { status: 409, body: { error: { code: 'SOLD_OUT', message: 'Sold out' } } } },
      onBack,
    );
    await render(element);
    await fillValidBookingForm();
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByText(/just sold out/)).toBeVisible();
    await page.getByRole('alert').getByRole('button', { name: 'Back to results' }).click();
    expect(onBack).toHaveBeenCalled();
  });

  test('server field errors land on their inputs', async () => {
    const { element } = setup({
      'POST /bookings': {
        status: 400,
        body: {
          error: {
            code: 'COUPON_INVALID',
            message: 'That coupon is not valid',
            fields: { 'details.couponCode': 'That coupon is not valid' },
          },
        },
      },
    });
    await render(element);
    await fillValidBookingForm();
    await page.getByLabelText(/Coupon code/).fill('NOPE');
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByLabelText(/Coupon code/)).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('That coupon is not valid').first()).toBeVisible();
  });

  test('Apply asks the server: an accepted code shows the new total, and the booking still sends the code', async () => {
    const { element, fetcher } = setup({
      ...couponRoutes,
      'POST /bookings': { status: 201, body: { ...bookingCreatedFixture, amount: 9712 } },
    });
    const screen = await render(element);
    await fillValidBookingForm();
    await page.getByLabelText(/Coupon code/).fill('cap15');
    expect(page.getByText(/New total/).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'New total' }))
      .toHaveTextContent('Code CAP15: 7.5% off. New total £97.12 (was £105.00).');
    expect(fetcher.calls.filter((c) => c.path === '/coupons/check').map((c) => c.body)).toEqual([{ code: 'CAP15' }]);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Place Booking' }).click();
    await expect.element(page.getByRole('button', { name: 'Pay £97.12' })).toBeVisible();
    expect(fetcher.calls.find((c) => c.path === '/bookings')?.body).toMatchObject({
      expectedTotal: 10500,
      details: { couponCode: 'CAP15' },
    });
  });

  test('a code the server rejects shows an inline error on the field, no new total, and no error event', async () => {
    const onError = vi.fn();
    const { element } = withFakeApi(
      <BookingStep criteria={criteriaFixture} providerId="luton-swift-meet" onBack={vi.fn()} onError={onError} />,
      couponRoutes,
    );
    const screen = await render(element);
    await page.getByLabelText(/Coupon code/).fill('SUMMER20');
    await page.getByRole('button', { name: 'Apply' }).click();
    const field = page.getByLabelText(/Coupon code/);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('That code is not valid');
    await expect.element(field).toHaveFocus();
    expect(page.getByText(/New total/).elements()).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
    expect(await axeViolations(screen.container)).toEqual([]);
    // Editing the code clears the message; Enter in the field applies (it does not place the booking).
    await field.fill('CAP15');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(/New total £97\.12/)).toBeVisible();
    await expect.element(page.getByText('Enter your first name')).not.toBeInTheDocument();
  });

  test('a malformed code is refused without asking the server', async () => {
    const { element, fetcher } = setup(couponRoutes);
    await render(element);
    await page.getByLabelText(/Coupon code/).fill('CAP 15!');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .element(page.getByLabelText(/Coupon code/))
      .toHaveAccessibleDescription('Coupon codes contain only letters, digits and hyphens');
    expect(fetcher.calls.some((c) => c.path === '/coupons/check')).toBe(false);
  });

  test('when the check itself fails, the visitor is told the booking will check the code, and onError hears it', async () => {
    const onError = vi.fn();
    const { element } = withFakeApi(
      <BookingStep criteria={criteriaFixture} providerId="luton-swift-meet" onBack={vi.fn()} onError={onError} />,
      { 'POST /coupons/check': 'network-error' },
    );
    await render(element);
    await page.getByLabelText(/Coupon code/).fill('CAP15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.element(page.getByText(/could not check that code just now/)).toBeVisible();
    await expect.element(page.getByLabelText(/Coupon code/)).not.toHaveAttribute('aria-invalid');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'NETWORK' });
  });

  test('a pre-filled code (the site popup) is checked at once', async () => {
    const { element, fetcher } = withFakeApi(
      <BookingStep criteria={criteriaFixture} providerId="luton-swift-meet" couponCode="CAP15" onBack={vi.fn()} />,
      couponRoutes,
    );
    await render(element);
    await expect.element(page.getByLabelText(/Coupon code/)).toHaveValue('CAP15');
    await expect.element(page.getByText('Code CAP15: 7.5% off. New total £97.12 (was £105.00).')).toBeVisible();
    expect(fetcher.calls.filter((c) => c.path === '/coupons/check')).toHaveLength(1);
  });
});
