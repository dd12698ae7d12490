import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2e } from '../e2e-env';
import { fillStepOne, pickDate } from './page-helpers';
import { futureCriteria, searchPath } from './site-helpers';

function outboxMessages(): string[] {
  if (!existsSync(e2e.outboxDir)) return [];
  return readdirSync(e2e.outboxDir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(join(e2e.outboxDir, f), 'utf8'));
}

test('a visitor books from the home page through results, step 1, the demo checkout and the success page', async ({
  page,
}) => {
  test.slow();
  const criteria = futureCriteria('luton');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');

  // The popup's "Use code" carries CAP15 into the booking form.
  await page.getByRole('dialog').getByRole('button', { name: 'Use code' }).click();

  const form = page.getByRole('main').locator('form').first();
  const airport = form.getByLabel('Airport', { exact: true });
  await expect(airport.locator('option', { hasText: 'Luton' })).toHaveCount(1);
  await airport.selectOption('luton');
  await pickDate(page, form, 'Drop Off', criteria.entryDate);
  await form.getByLabel('Drop Off Time', { exact: true }).selectOption(criteria.entryTime);
  await pickDate(page, form, 'Pick Up', criteria.exitDate);
  await form.getByLabel('Pick Up Time', { exact: true }).selectOption(criteria.exitTime);
  await form.getByRole('button', { name: 'Update' }).click();

  // Results.
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page).toHaveTitle(/^Search Results/);
  const book = page.getByRole('main').getByRole('button', { name: /^book now/i });
  await expect(book.first()).toBeVisible();
  await book.first().click();

  // Step 1 "Place Booking"; the header's indicator shows step 1.
  await expect(page).toHaveURL(/\/booking-details\?q=.+&provider=/);
  const header = page.getByRole('banner');
  await expect(header.locator('[aria-current="step"]')).toContainText('Place Booking');
  // The header's indicator is the only one: the widget's BookingStep does not repeat it.
  await expect(page.getByRole('list', { name: 'Booking steps' })).toHaveCount(1);
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^coupon code/i)).toHaveValue('CAP15');
  // The popup's code is checked with the API at once: the form shows the discounted total.
  await expect(main.getByText(/^Code CAP15: 7\.5% off\. New total £/)).toBeVisible();
  await fillStepOne(main, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace.hopper@example.com',
    phone: '07700900456',
    registration: 'GH12 OPR',
    model: 'Focus',
    colour: 'Grey',
  });
  const returnFlight = main.getByLabel(/^return flight/i);
  if (await returnFlight.count()) await returnFlight.fill('EZY4321');
  await main.getByRole('button', { name: 'Place Booking' }).click();

  // Step 2 "Payment": the header follows.
  const pay = main.getByRole('button', { name: /^pay £/i });
  await expect(pay).toBeVisible();
  await expect(header.locator('[aria-current="step"]')).toContainText('Payment');
  await expect(page.getByRole('list', { name: 'Booking steps' })).toHaveCount(1);
  await pay.click();

  // The demo checkout, then our success page.
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(/\/booking\/success\?session_id=/);
  await expect(page).toHaveTitle(/^Booking Confirmed/);
  const reference = page.getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/).first();
  await expect(reference).toBeVisible();
  const ref = (await reference.textContent())?.match(/CAP-[0-9A-HJKMNP-TV-Z]{6}/)?.[0] ?? '';
  expect(ref).not.toBe('');

  // The confirmation email is in the outbox.
  // The traveller's own: the car park is emailed about the same booking.
  const confirmation = (m: string) => m.includes(ref) && /^Subject: Booking confirmed/m.test(m);
  await expect.poll(() => outboxMessages().some(confirmation), { timeout: 15_000 }).toBe(true);
  const email = outboxMessages().find(confirmation) ?? '';
  expect(email).toMatch(/grace\.hopper@example\.com/);
});

test('a cancelled checkout lands on the cancel page and returns to the same results', async ({ page }) => {
  const criteria = futureCriteria('bristol');
  await page.addInitScript(() => localStorage.setItem('parking:popup:code-used', '{"v":1,"value":"1"}'));
  const results = searchPath(criteria);
  await page.goto(`/booking/cancel?session_id=cs_demo_unknown&${results.split('?')[1]}`);
  await expect(page).toHaveTitle(/^Payment Not Completed/);
  await page
    .getByRole('main')
    .getByRole('button', { name: /results/i })
    .click();
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(results);
});
