import { addDays, encodeSearchParam, londonNow } from '@parking/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { fillStepOne } from '../site/page-helpers';
import { futureCriteria, skipCouponPopup } from '../site/site-helpers';
import { expectNoViolations, signInByLink } from './console-helpers';

// An owner no other spec signs in (each asks for one link; 5 an address are allowed).
const OPERATOR = 'owner@valet-plus.example';
const CAR_PARK = 'bristol-valet-plus';
const REFERENCE = /CAP-[0-9A-HJKMNP-TV-Z]{6}/;

/** The traveller's outbox message whose subject matches (quoted-printable soft breaks undone). */
async function travellerMail(email: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const texts = outboxFiles(e2e.outboxDir).map((f) =>
          readFileSync(join(e2e.outboxDir, f), 'utf8').replace(/=\r?\n/g, ''),
        );
        text = texts.find((t) => t.includes(`<${email}>`) && subject.test(t)) ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

test('the desk checks a car in with a photo and out again; the traveller is emailed the times and mileage', async ({
  page,
  browser,
}) => {
  test.slow();
  // A booking of its own per run (the e2e data persists), on a day spread over the coming months.
  const run = Date.now();
  const day = addDays(londonNow(new Date()).date, 40 + (Math.floor(run / 60_000) % 200));
  const email = `handover-${run}@example.com`;
  const traveller = await browser.newPage();
  await skipCouponPopup(traveller);
  const criteria = { ...futureCriteria('bristol'), entryDate: day, exitDate: addDays(day, 3) };
  await traveller.goto(`/booking-details?q=${encodeURIComponent(encodeSearchParam(criteria))}&provider=${CAR_PARK}`);
  const main = traveller.getByRole('main');
  await fillStepOne(main, { email, registration: 'HO12 VER' });
  // Meet and greet: the driver needs the return flight.
  await main.getByLabel('Return flight').fill('EZY1234');
  await main.getByRole('button', { name: 'Place Booking' }).click();
  await main.getByRole('button', { name: /^pay £/i }).click();
  await traveller.waitForURL(/\/api\/v1\/demo-checkout\//);
  await traveller.getByRole('button', { name: /^pay/i }).click();
  await traveller.waitForURL(/\/booking\/success\?session_id=/);
  const reference = (await traveller.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  await traveller.close();

  await signInByLink(page, OPERATOR);
  await page.goto(`/console/handover/${reference}`);
  await expect(page.getByRole('heading', { name: `Handover ${reference}` })).toBeVisible();
  await expect(page.getByLabel('What happened')).toHaveValue('check-in');
  await page.getByLabel('Mileage').fill('12345');
  await page.getByLabel('Key tag').fill('K7');
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(/^Photos/).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: 'Photo 1 to upload: front.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'Record handover' }).click();
  await expect(page.getByRole('status')).toHaveText('Check in recorded for HO12VER.');

  // The stored photo comes back through the session's cookie, re-encoded at its size.
  const thumb = page.getByRole('img', { name: /Photo 1 of 1, Checked in HO12VER/ });
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  await expect(page.getByText('mileage 12,345 · key tag K7')).toBeVisible();
  await expectNoViolations(page, 'handover page with a check-in and its photo');
  const checkedIn = await travellerMail(email, /Subject: Your car was checked in at \d\d:\d\d/);
  expect(checkedIn).toContain('Mileage in: 12,345 miles.');

  await expect(page.getByLabel('What happened')).toHaveValue('check-out');
  await page.getByLabel('Mileage').fill('12400');
  await page.getByRole('button', { name: 'Record handover' }).click();
  await expect(page.getByRole('status')).toHaveText('Check out recorded for HO12VER.');
  const returned = await travellerMail(email, /Subject: Your car was returned at \d\d:\d\d/);
  expect(returned).toContain('Difference: 55 miles.');
});
