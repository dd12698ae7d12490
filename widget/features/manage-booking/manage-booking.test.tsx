import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from '../../testing/axe';
import { cheaperQuote, lateBookingFixture, manageRoutes, managedBookingFixture } from '../../testing/manage-fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { ManageBooking } from './manage-booking';
import '../../styles/index.css';

function Host({ initial }: { initial?: string }) {
  const [token, setToken] = useState(initial);
  return <ManageBooking token={token} onToken={setToken} />;
}

describe('ManageBooking', () => {
  test('finds a booking by reference and email, then shows its deadlines and what cancelling gives back', async () => {
    const { element, fetcher } = withFakeApi(<Host />, manageRoutes(managedBookingFixture));
    const screen = await render(element);
    await page.getByLabelText('Booking reference').fill('cap-7k3m9q');
    await page.getByLabelText('Email').fill('ada@example.com');
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect.element(page.getByText('Free cancellation until Fri 18 Dec 2026, 10:00')).toBeVisible();
    expect(fetcher.calls.find((c) => c.path === '/manage/booking')?.headers.authorization).toBe('Bearer tok_1');
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.element(page.getByText('You will get £97.12 back to the card you paid with.')).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel and refund £97.12' }).click();
    await expect.element(page.getByText('Refund of £97.12 to the card you paid with')).toBeVisible();
    await expect.element(page.getByText('This booking has been cancelled.').first()).toBeVisible();
  });

  test('shows when the car park checked the car in, then when it was returned, in London time', async () => {
    const checkedIn = { registration: 'AB12 CDE', checkedInAt: '2026-12-20T06:42:00.000Z', mileageIn: 12345 };
    const open = { ...managedBookingFixture, handovers: [{ ...checkedIn, returnedAt: null, mileageOut: null }] };
    const { element } = withFakeApi(<Host initial="tok_1" />, manageRoutes(open));
    const screen = await render(element);
    await expect.element(page.getByText('Checked in at 06:42 on Sun 20 Dec 2026, mileage 12,345')).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
    const returned = {
      ...managedBookingFixture,
      handovers: [{ ...checkedIn, returnedAt: '2026-12-27T18:10:00.000Z', mileageOut: 12400 }],
    };
    const after = withFakeApi(<Host initial="tok_1" />, manageRoutes(returned));
    await render(after.element);
    await expect
      .element(page.getByText('Returned at 18:10 on Sun 27 Dec 2026, mileage 12,400 (55 miles since check-in)'))
      .toBeVisible();
  });

  test('the same answer for an unknown booking is shown, and an expired link brings back the form', async () => {
    const { element } = withFakeApi(<Host initial="tok_old" />, {
      'GET /manage/booking': { status: 401, body: { error: { code: 'LINK_EXPIRED', message: 'Expired' } } },
      'POST /manage/lookup': {
        status: 404,
        body: {
          error: { code: 'NOT_FOUND', message: 'We could not find a booking with that reference and email address.' },
        },
      },
    });
    await render(element);
    await expect.element(page.getByText(/This manage link has expired/)).toBeVisible();
    await page.getByLabelText('Booking reference').fill('CAP-ZZZZZZ');
    await page.getByLabelText('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not find a booking');
  });

  test('a throttled look-up says how long to wait and points to the emailed link', async () => {
    const message =
      'Too many attempts to find a booking. Please wait 8 seconds and try again, or open the "Manage booking" link in your confirmation email.';
    const { element } = withFakeApi(<Host />, {
      'POST /manage/lookup': { status: 429, body: { error: { code: 'RATE_LIMITED', message } } },
    });
    await render(element);
    await page.getByLabelText('Booking reference').fill('CAP-7K3M9Q');
    await page.getByLabelText('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Please wait 8 seconds and try again');
    await expect.element(page.getByRole('alert')).toHaveTextContent('link in your confirmation email');
  });

  test('inside 48 hours: says plainly there is no refund, and why changes are closed', async () => {
    const { element } = withFakeApi(<Host initial="tok_1" />, manageRoutes(lateBookingFixture));
    await render(element);
    await expect.element(page.getByText(/Changes are possible up to 24 hours/)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect.element(page.getByText(/so cancelling gives no refund; it frees your space/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel without refund' })).toBeVisible();
  });

  test('amend: the new price and the refund are shown before the change is confirmed', async () => {
    const amended = {
      ...managedBookingFixture,
      criteria: { ...managedBookingFixture.criteria, exitDate: '2026-12-25' },
    };
    const { element, fetcher } = withFakeApi(
      <Host initial="tok_1" />,
      manageRoutes(managedBookingFixture, {
        'POST /manage/amend/quote': { status: 200, body: { data: cheaperQuote } },
        'POST /manage/amend': { status: 200, body: { data: { outcome: 'amended', refund: 2775, booking: amended } } },
      }),
    );
    const screen = await render(element);
    await page.getByRole('button', { name: 'Change booking' }).click();
    await expect.element(page.getByLabelText('Registration (vehicle 1)')).toHaveValue('AB12CDE');
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Check the new price' }).click();
    await expect.element(page.getByText(/We refund £27.75 \(new total £69.37\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm change' }).click();
    await expect.element(page.getByText('Fri 25 Dec 2026, 10:00')).toBeVisible();
    const sent = fetcher.calls.find((c) => c.path === '/manage/amend')?.body as { expectedAmount: number };
    expect(sent.expectedAmount).toBe(cheaperQuote.amount);
  });

  test('lookup, keyboard only: Enter on the empty form shows the summary and focuses it', async () => {
    const { element, fetcher } = withFakeApi(<Host />, manageRoutes(managedBookingFixture));
    await render(element);
    (page.getByLabelText('Booking reference').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    expect(fetcher.calls.some((c) => c.path === '/manage/lookup')).toBe(false);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Booking reference')).toHaveFocus();
    await expect.element(page.getByLabelText('Booking reference')).toHaveAttribute('aria-invalid', 'true');
  });

  test('amend, keyboard only: a bad email is caught before sending; leaving with changes asks first', async () => {
    const { element, fetcher } = withFakeApi(<Host initial="tok_1" />, manageRoutes(managedBookingFixture));
    const screen = await render(element);
    await page.getByRole('button', { name: 'Change booking' }).click();
    await page.getByLabelText('Email').fill('not-an-email');
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetcher.calls.some((c) => c.path === '/manage/amend/quote')).toBe(false);
    expect(await axeViolations(screen.container)).toEqual([]);

    await page.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect.element(page.getByText('Leave this page? Your changes are lost.')).toBeVisible();
    await page.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect.element(page.getByLabelText('Email')).toHaveValue('not-an-email');
    await page.getByRole('button', { name: 'Keep it as it is' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect.element(page.getByRole('button', { name: 'Change booking' })).toBeVisible();
  });
});
