import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from '../../testing/axe';
import { confirmationFixture, criteriaFixture } from '../../testing/fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { BookingCancel } from './booking-cancel';
import { BookingSuccess } from './booking-success';
import '../../styles/index.css';

describe('BookingSuccess', () => {
  test('shows the confirmation, a QR code and an .ics download', async () => {
    const { element, fetcher } = withFakeApi(<BookingSuccess sessionId="sess_1" />, {
      'GET /checkout/sess_1': { status: 200, body: { data: confirmationFixture } },
    });
    const screen = await render(element);
    await expect.element(page.getByRole('heading', { name: 'Your parking is booked' })).toBeVisible();
    await expect.element(page.getByText('CAP-7K3M9Q', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Thu 10 Dec 2026, 10:00')).toBeVisible();
    await expect.element(page.getByText('£15.00 per day × 7 days')).toBeVisible();
    await expect.element(page.getByText('£97.12')).toBeVisible();
    await expect.element(page.getByText('Call 30 minutes before arrival.')).toBeVisible();
    await expect.element(page.getByText(/48 hours before drop-off/)).toBeVisible();
    await expect
      .element(page.getByRole('img', { name: /QR code of booking reference CAP-7K3M9Q/ }))
      .toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    const link = page.getByRole('link', { name: /Add to calendar/ });
    await expect.element(link).toHaveAttribute('download', 'parking-CAP-7K3M9Q.ics');
    expect((link.element() as HTMLAnchorElement).href).toMatch(/^blob:/);
    expect(fetcher.calls.map((c) => c.path)).toEqual(['/checkout/sess_1']);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('an unknown session says so', async () => {
    const { element } = withFakeApi(<BookingSuccess sessionId="nope" />);
    await render(element);
    await expect.element(page.getByRole('alert')).toHaveTextContent('We could not find this booking');
  });
});

describe('BookingCancel', () => {
  test('says nothing was charged and offers the results again', async () => {
    const onShowResults = vi.fn();
    const { element } = withFakeApi(<BookingCancel criteria={criteriaFixture} onShowResults={onShowResults} />);
    const screen = await render(element);
    await expect.element(page.getByText(/Nothing was charged/)).toBeVisible();
    await page.getByRole('button', { name: 'Back to results' }).click();
    expect(onShowResults).toHaveBeenCalledWith(criteriaFixture);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

describe('BookingSuccess while the payment is being confirmed', () => {
  test('looks again until the booking is confirmed', async () => {
    const { element } = withFakeApi(<BookingSuccess sessionId="sess_2" />, {
      'GET /checkout/sess_2': (_c, n) => ({
        status: 200,
        body: { data: { ...confirmationFixture, status: n === 1 ? 'pending' : 'confirmed' } },
      }),
    });
    await render(element);
    await expect.element(page.getByText('Payment being confirmed')).toBeVisible();
    await expect.element(page.getByText('Payment received'), { timeout: 6000 }).toBeVisible();
  });
});

describe('BookingSuccess for a payment that could not become a booking', () => {
  test('says it is not confirmed and refunded, never "booked"', async () => {
    const { element } = withFakeApi(<BookingSuccess sessionId="sess_3" />, {
      'GET /checkout/sess_3': { status: 200, body: { data: { ...confirmationFixture, status: 'refunded' } } },
    });
    const screen = await render(element);
    await expect.element(page.getByRole('heading', { name: 'This booking is not confirmed' })).toBeVisible();
    await expect.element(page.getByText(/We have refunded the full £/)).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/Your parking is booked/);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
