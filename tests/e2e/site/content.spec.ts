import { expect, test } from '@playwright/test';
import { formatGBP } from '@parking/core';
import { lutonProviders } from '../../../packages/server/src/db/seed/luton';
import { skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

test('the blog list links to each post', async ({ page }) => {
  await page.goto('/blogs');
  const first = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const title = (await first.textContent()) ?? '';
  expect(title.length).toBeGreaterThan(5);
  await first.click();
  await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
  await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

test('the contact form checks its fields, then sends with a CSRF token', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter your name' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your name').fill('Amy Jones');
  await page.getByLabel('Email address').fill('amy.jones@example.co.uk');
  await page.getByLabel('Subject').fill('Parking at Luton');
  await page.getByLabel('Message', { exact: true }).fill('Do you have spaces for a camper van at Luton next month?');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/v1/contact') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await posted).headers()['x-csrf-token']).toBeTruthy();
  await expect(page.getByRole('status')).toContainText('Your message has been sent');
});

test('the contact form shows a clear error when sending fails', async ({ page }) => {
  await page.route('**/api/v1/contact', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Invalid CSRF token.' } }),
    }),
  );
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Amy Jones');
  await page.getByLabel('Email address').fill('amy.jones@example.co.uk');
  await page.getByLabel('Subject').fill('Parking at Luton');
  await page.getByLabel('Message', { exact: true }).fill('Do you have spaces for a camper van at Luton next month?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('Your message was not sent: Invalid CSRF token.');
});

test('reviews show verified bookings or a clear empty state', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByText(/Verified booking|Sample review|No reviews yet/).first()).toBeVisible();
});

test('the Luton page lists the car parks at Luton from the API', async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/providers?airportId=luton') && r.ok());
  await page.goto('/airport/luton');
  await answered;
  const section = page.getByRole('region', { name: 'Car parks at London Luton Airport' });
  const cards = section.getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(lutonProviders.length);
  const names = lutonProviders.map((p) => p.name);
  const recommended = lutonProviders.filter((p) => p.isRecommended).map((p) => p.name);
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    ...recommended,
    ...names.filter((n) => !recommended.includes(n)).sort((a, b) => a.localeCompare(b, 'en-GB')),
  ]);
  for (const p of lutonProviders) {
    const card = cards.filter({ has: page.getByRole('heading', { name: p.name }) });
    await expect(card).toContainText(`from ${formatGBP(p.pricePerDay)} a day`);
    await expect(card).toContainText(p.address);
  }
});
