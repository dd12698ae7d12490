import { addDays, encodeSearchParam, londonNow } from '@parking/core';
import { expect, test } from '@playwright/test';
import { fillStepOne } from '../site/page-helpers';
import { futureCriteria, skipCouponPopup } from '../site/site-helpers';
import { expectNoViolations, signInByLink } from './console-helpers';

// An owner no other spec signs in (each asks for one link; 5 an address are allowed).
const OPERATOR = 'owner@parkway-secure.example';
const CAR_PARK = 'luton-parkway-secure';

test('a booking made in another page appears on the open day board, without reload, and is announced', async ({
  page,
  browser,
}) => {
  test.slow();
  // A day of its own per run (the e2e data persists), far enough ahead to be bookable.
  const run = Date.now();
  const day = addDays(londonNow(new Date()).date, 30 + (Math.floor(run / 60_000) % 300));
  await signInByLink(page, OPERATOR);
  await page.goto(`/console/board?carPark=${CAR_PARK}&date=${day}`);
  await expect(page.getByText('No arrivals or returns at')).toBeVisible();
  await expect(page.getByText('Live: changes appear as they happen')).toBeVisible();
  // Set on this document only: still there at the end means the page was never reloaded.
  await page.evaluate(() => document.documentElement.setAttribute('data-board-opened', 'once'));

  const traveller = await browser.newPage();
  await skipCouponPopup(traveller);
  const criteria = { ...futureCriteria('luton'), entryDate: day, exitDate: addDays(day, 3) };
  await traveller.goto(`/booking-details?q=${encodeURIComponent(encodeSearchParam(criteria))}&provider=${CAR_PARK}`);
  const main = traveller.getByRole('main');
  await fillStepOne(main, { lastName: `Live${run.toString(36)}`, email: `live-${run}@example.com` });
  await main.getByRole('button', { name: 'Place Booking' }).click();
  await main.getByRole('button', { name: /^pay £/i }).click();
  await traveller.waitForURL(/\/api\/v1\/demo-checkout\//);
  await traveller.getByRole('button', { name: /^pay/i }).click();
  await traveller.waitForURL(/\/booking\/success\?session_id=/);
  const reference = (await traveller
    .getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/)
    .first()
    .textContent())!.match(/CAP-[0-9A-HJKMNP-TV-Z]{6}/)![0];
  await traveller.close();

  // Within the stream's 2-second reads, well inside the 30-second fallback poll.
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText(`Live${run.toString(36)}`);
  await expect(row).toContainText('Changed');
  await expect(page.getByRole('status')).toHaveText('1 new booking');
  await expect(page.locator('html')).toHaveAttribute('data-board-opened', 'once');
  await expectNoViolations(page, 'day board, live, after a new booking');
});
