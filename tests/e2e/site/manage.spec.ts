import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { addDays } from '@parking/core';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { fillStepOne, fromQuotedPrintable, pickDate } from './page-helpers';
import { futureCriteria, searchPath, skipCouponPopup } from './site-helpers';

const REFERENCE = /CAP-[0-9A-HJKMNP-TV-Z]{6}/;

async function axeClean(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

/** Fills step 1 for one vehicle and places the booking; returns the reference shown on the payment step. */
async function placeBooking(page: Page, email: string): Promise<string> {
  const main = page.getByRole('main');
  await fillStepOne(main, { email });
  await main.getByRole('button', { name: 'Place Booking' }).click();
  await expect(main.getByRole('button', { name: /^pay £/i })).toBeVisible();
  return ((await main.getByText(REFERENCE).first().textContent()) ?? '').match(REFERENCE)![0];
}

/** Books and pays through the demo checkout; returns the reference. */
async function bookAndPay(page: Page, email: string): Promise<string> {
  const criteria = futureCriteria('luton');
  await page.goto(`/booking-details?${searchPath(criteria).split('?')[1]}&provider=luton-park-and-fly`);
  const reference = await placeBooking(page, email);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^pay £/i })
    .click();
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(/\/booking\/success\?session_id=/);
  return reference;
}

/** The manage link in the booking's confirmation email, as its HTML part carries it. */
async function manageLinkFromEmail(reference: string): Promise<string> {
  // The outbox folder appears with the first email, which a background job writes after the payment.
  // Only a finished message: the outbox writes `<name>.eml.<pid>.partial` first, which also names the booking.
  const name = () => outboxFiles(e2e.outboxDir).find((f) => f.includes(`confirmation.${reference}`));
  await expect.poll(name, { timeout: 20_000 }).toBeTruthy();
  const html = fromQuotedPrintable(readFileSync(join(e2e.outboxDir, name()!), 'utf8'));
  return html.match(/href="([^"]*\/amend-booking#token=[^"]+)"/)![1]!.replace(/&amp;/g, '&');
}

test('from the emailed link: amend the dates and pay the difference, then cancel and see the refund', async ({
  page,
}) => {
  test.slow();
  await skipCouponPopup(page);
  const reference = await bookAndPay(page, 'ada.manage@example.com');
  await page.goto(await manageLinkFromEmail(reference));
  await expect(page).toHaveURL(/\/amend-booking$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await expect(main.getByText(/Free cancellation until \w{3} \d+ \w{3} \d{4}, 10:00/)).toBeVisible();
  await axeClean(page);

  await main.getByRole('button', { name: 'Change booking' }).click();
  const newExit = addDays(futureCriteria('luton').exitDate, 2);
  await pickDate(page, main, 'Pick Up', newExit);
  await main.getByRole('button', { name: 'Check the new price' }).click();
  await expect(main.getByText(/You pay £\d+\.\d\d more/)).toBeVisible();
  await axeClean(page);
  await main.getByRole('button', { name: /^Confirm and pay/ }).click();
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(/\/amend-booking\?amend_session=/);
  await expect(main.getByText(/Amended: dates now/)).toBeVisible();
  await expect(main.getByText(/Paid £\d+\.\d\d for the change/)).toBeVisible();

  await main.getByRole('button', { name: 'Cancel booking' }).click();
  const refund = ((await main.getByText(/You will get £[\d.]+ back/).textContent()) ?? '').match(/£[\d.]+/)![0];
  await axeClean(page);
  await main.getByRole('button', { name: `Cancel and refund ${refund}` }).click();
  await expect(main.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(main.getByText(/Refund of £[\d.]+ to the card you paid with/).first()).toBeVisible();
  await axeClean(page);
});

test('at 390 px: find the booking by reference and email', async ({ page }) => {
  test.slow();
  await skipCouponPopup(page);
  const reference = await bookAndPay(page, 'ada.lookup@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/amend-booking');
  const main = page.getByRole('main');
  await main.getByLabel('Booking reference').fill(reference.toLowerCase());
  await main.getByLabel('Email').fill('ada.lookup@example.com');
  await main.getByRole('button', { name: 'Find booking' }).click();
  await expect(main.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await expect(page).not.toHaveURL(/lookup|@/);
  await axeClean(page);
});

test('/booking-details: reload and Back keep the draft, and placing it again keeps one reference', async ({ page }) => {
  test.slow();
  await skipCouponPopup(page);
  const criteria = futureCriteria('luton');
  await page.goto(`/booking-details?${searchPath(criteria).split('?')[1]}&provider=luton-park-and-fly`);
  const main = page.getByRole('main');
  await main.getByLabel(/^first name/i).fill('Grace');
  await main.getByLabel(/^email/i).fill('grace.draft@example.com');
  await page.reload();
  await expect(main.getByLabel(/^first name/i)).toHaveValue('Grace');
  await expect(main.getByLabel(/^email/i)).toHaveValue('grace.draft@example.com');
  const first = await placeBooking(page, 'grace.draft@example.com');
  await main.getByRole('button', { name: /^pay £/i }).click();
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.goBack();
  await expect(main.getByLabel(/^first name/i)).toHaveValue('Ada');
  await main.getByRole('checkbox', { name: /terms/i }).check();
  await main.getByRole('button', { name: 'Place Booking' }).click();
  await expect(main.getByText(first).first()).toBeVisible();
});

test('an unsaved amendment: a site link asks before leaving, Stay keeps the changes, Leave goes', async ({ page }) => {
  test.slow();
  await skipCouponPopup(page);
  const reference = await bookAndPay(page, 'ada.leave@example.com');
  await page.goto(await manageLinkFromEmail(reference));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Booking ${reference}` })).toBeVisible();
  await main.getByRole('button', { name: 'Change booking' }).click();
  const newExit = addDays(futureCriteria('luton').exitDate, 2);
  await pickDate(page, main, 'Pick Up', newExit);

  await main.getByRole('link', { name: 'contact form' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave this page? Your changes are lost.' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
  await expect(page).toHaveURL(/\/amend-booking$/);
  await axeClean(page);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(main.getByRole('button', { name: 'Check the new price' })).toBeVisible();

  await main.getByRole('link', { name: 'contact form' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
