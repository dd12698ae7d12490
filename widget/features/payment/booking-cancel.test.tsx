import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from '../../testing/axe';
import { confirmationFixture, criteriaFixture } from '../../testing/fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { BookingCancel } from './booking-cancel';
import '../../styles/index.css';

describe('BookingCancel with a checkout still held', () => {
  test('offers Resume payment to the same checkout until the hold ends', async () => {
    const resume = { checkoutUrl: 'https://checkout.example/pay/cs_1', holdExpiresAt: '2026-12-01T10:30:00.000Z' };
    const { element } = withFakeApi(
      <BookingCancel criteria={criteriaFixture} sessionId="cs_1" onShowResults={vi.fn()} />,
      { 'GET /checkout/cs_1': { status: 200, body: { data: { ...confirmationFixture, status: 'pending', resume } } } },
    );
    const screen = await render(element);
    const link = page.getByRole('link', { name: 'Resume payment' });
    await expect.element(link).toHaveAttribute('href', resume.checkoutUrl);
    await expect.element(page.getByText(/still held until Tue 1 Dec 2026, 10:30/)).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('says the spaces will be released when the hold has gone', async () => {
    const { element } = withFakeApi(
      <BookingCancel criteria={criteriaFixture} sessionId="cs_2" onShowResults={vi.fn()} />,
      { 'GET /checkout/cs_2': { status: 200, body: { data: { ...confirmationFixture, status: 'cancelled' } } } },
    );
    await render(element);
    await expect.element(page.getByText(/will be released/)).toBeVisible();
    expect(page.getByRole('link', { name: 'Resume payment' }).elements()).toHaveLength(0);
  });
});
