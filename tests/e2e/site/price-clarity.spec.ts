import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { fromQuotedPrintable, inlineCidImages } from './page-helpers';
import { futureCriteria, searchPath, skipCouponPopup } from './site-helpers';

const BREAKDOWN = /£(\d+\.\d\d) per vehicle per day × (\d+) days × (\d+) vehicles/;

/** The breakdown's product, in pence, from the first breakdown line in `text`. */
function product(text: string): number {
  const [, perDay, days, vehicles] = text.match(BREAKDOWN) ?? [];
  expect(perDay, `no breakdown in: ${text.slice(0, 200)}`).toBeDefined();
  return Math.round(Number(perDay) * 100) * Number(days) * Number(vehicles);
}

const pence = (text: string) => Math.round(Number(text.replace(/[£,]/g, '')) * 100);

async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await info.attach(`${name}-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('two vehicles: the breakdown multiplies to the total on every page, and each is photographed', async ({
  page,
}, info) => {
  test.slow();
  await skipCouponPopup(page);
  const criteria = { ...futureCriteria('luton'), noOfVehicles: 2 };
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(searchPath(criteria));

  // Results: the card's line multiplies to the card's total.
  const card = page.getByRole('article', { name: 'Park & Fly Luton' });
  await expect(card.getByText(BREAKDOWN)).toBeVisible();
  const total = product((await card.textContent()) ?? '');
  await expect(card.locator('.ps-total')).toContainText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(total / 100),
  );
  await shoot(page, info, 'results');

  // Step 1: the summary says the same.
  await card.getByRole('button', { name: /Book now/ }).click();
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary.getByText(BREAKDOWN)).toBeVisible();
  expect(product((await summary.textContent()) ?? '')).toBe(total);
  expect(pence((await summary.locator('.ps-total').textContent())!.replace(/[^£\d.,]/g, ''))).toBe(total);
  await shoot(page, info, 'step-1');

  const main = page.getByRole('main');
  await main.getByLabel(/^first name/i).fill('Grace');
  await main.getByLabel(/^last name/i).fill('Hopper');
  await main.getByLabel(/^email/i).fill('grace.two@example.com');
  await main.getByLabel(/^mobile number/i).fill('07700900456');
  for (const [i, reg] of ['GH12 OPR', 'GH13 OPS'].entries()) {
    await main
      .getByLabel(/^registration/i)
      .nth(i)
      .fill(reg);
    await main.getByLabel(/^make/i).nth(i).fill('Ford');
    await main
      .getByLabel(/^model/i)
      .nth(i)
      .fill('Focus');
    await main
      .getByLabel(/^colou?r/i)
      .nth(i)
      .fill('Grey');
  }
  await main.getByRole('checkbox', { name: /terms/i }).check();
  await main.getByRole('button', { name: 'Place Booking' }).click();

  // Payment step.
  const pay = main.getByRole('button', { name: /^pay £/i });
  await expect(pay).toBeVisible();
  expect(product((await main.textContent()) ?? '')).toBe(total);
  await expect(main.getByText(/Your spaces are held for \d+:\d\d/)).toBeVisible();
  await shoot(page, info, 'payment');
  await pay.click();

  // Demo checkout.
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  expect(product((await page.locator('body').textContent()) ?? '')).toBe(total);
  await page.getByRole('button', { name: /^pay/i }).click();

  // Success page.
  await page.waitForURL(/\/booking\/success\?session_id=/);
  await expect(page.getByText(BREAKDOWN)).toBeVisible();
  expect(product((await page.getByRole('main').textContent()) ?? '')).toBe(total);
  const reference = (
    (await page
      .getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/)
      .first()
      .textContent()) ?? ''
  ).match(/CAP-[0-9A-HJKMNP-TV-Z]{6}/)![0];
  await shoot(page, info, 'success');

  // The email, as a mail app would show its HTML part.
  // Only a finished message: the outbox writes `<name>.eml.<pid>.partial` first, which also names the booking.
  const confirmation = () => outboxFiles(e2e.outboxDir).find((f) => f.includes(`confirmation.${reference}`));
  await expect.poll(confirmation, { timeout: 20_000 }).toBeTruthy();
  const file = confirmation()!;
  const eml = readFileSync(join(e2e.outboxDir, file), 'utf8');
  const html = fromQuotedPrintable(eml).match(/<!doctype html>[\s\S]*<\/html>/i)?.[0];
  expect(html, 'the email has an HTML part').toBeDefined();
  await page.setContent(inlineCidImages(eml, html!));
  // The QR code decodes as an image (a broken image has no natural width).
  const qr = page.getByRole('img', { name: /^QR code of booking reference/ });
  expect(await qr.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
  expect(product((await page.locator('body').textContent()) ?? '')).toBe(total);
  await shoot(page, info, 'email');
});
