import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2e } from '../e2e-env';
import { skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** A review invitation's token as the server signs it (services/links.ts), with the e2e server's secret. */
function reviewToken(bookingId: string): string {
  const expires = Math.floor(Date.now() / 1000) + 30 * 86_400;
  const body = b64(JSON.stringify({ b: bookingId, p: 'review', e: expires }));
  return `${body}.${b64(createHmac('sha256', e2e.linkSecret).update(body).digest())}`;
}

// seed-booking-001 is a seeded, confirmed stay that already has its review (db/seed/reviews.ts).
test('a used review link says so on arrival, before any typing, with no form', async ({ page }) => {
  const checked = page.waitForResponse((r) => r.url().includes('/api/v1/reviews/invitation'));
  await page.goto(`/reviews?review=${reviewToken('seed-booking-001')}`);
  expect((await checked).status()).toBe(409);
  await expect(page.getByRole('status').filter({ hasText: 'You have already reviewed this stay' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
});

test('an altered review link says it is not valid', async ({ page }) => {
  await page.goto(`/reviews?review=${reviewToken('seed-booking-001').slice(0, -3)}xyz`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  await expect(page.getByRole('button', { name: 'Publish review' })).toHaveCount(0);
});
