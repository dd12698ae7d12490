import { addDays, encodeSearchParam, londonNow, type SearchCriteria } from '@parking/core';
import { type Page, expect, test } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { skipCouponPopup } from '../site/site-helpers';
import { fillStepOne } from '../site/page-helpers';
import { startPartnerSite } from '../widget/partner-site';
import { expectNoViolations, mailAbout, signInByLink } from './console-helpers';
import { signInStaff } from './staff-sign-in';

// Issue 24's journey: a traveller books; our support staff find the booking by its registration, send the
// confirmation again, refund £10 with a reason, and cancel it on the traveller's behalf inside the 48-hour line
// with the override; the car park's board shows it cancelled. A support member cannot do an admin's job.
const RUN = Date.now();
const ADMIN = 'admin@parkcompare.example';
const SUPPORT = 'support@parkcompare.example';
const OPERATOR = 'owner@park-fly.example';
const CAR_PARK = 'luton-park-and-fly';
const CAR_PARK_NAME = 'Park & Fly';
const REFERENCE = /CAP-[0-9A-HJKMNP-TV-Z]{6}/;

/** Letters from a number, so each run's registration is its own (the e2e data folder outlives a run). */
const letters = (n: number, k: number) =>
  Array.from({ length: k }, (_, i) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26))).join('');
const REGISTRATION = `${letters(RUN, 2)}${String(RUN % 100).padStart(2, '0')} ${letters(Math.floor(RUN / 997), 3)}`;

/** Books the car park through the widget on a partner page (the demo key, live); the booking's reference. */
async function book(page: Page, criteria: SearchCriteria): Promise<string> {
  const q = encodeSearchParam(criteria);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Luton blog</title></head>
<body><main><h1>Park at Luton</h1><parking-search id="journey" partner-key="pk_demo_local" q="${q}"></parking-search>
</main><script src="${e2e.baseURL}/widget/parking-search.js"></script></body></html>`;
  const site = await startPartnerSite(e2e.supportJourneyPort, e2e.baseURL, {
    '/luton.html': { body: html, type: 'text/html' },
  });
  try {
    await page.goto(`${site.origin}/luton.html`);
    const widget = page.locator('#journey');
    await widget
      .getByRole('button', { name: /^book now/i })
      .filter({ hasText: CAR_PARK_NAME })
      .click();
    await fillStepOne(widget, { registration: REGISTRATION, email: `traveller-${RUN}@example.com` });
    const returnFlight = widget.getByLabel(/^return flight/i);
    if (await returnFlight.count()) await returnFlight.fill('EZY1234');
    await widget.getByRole('button', { name: 'Place Booking' }).click();
    await widget.getByRole('button', { name: /^pay £/i }).click();
    await page.waitForURL(/\/api\/v1\/demo-checkout\//);
    await page.getByRole('button', { name: /^pay/i }).click();
    await page.waitForURL(/\/booking\/success\?session_id=/);
    return (await page.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  } finally {
    await site.close();
  }
}

test('support find a booking by registration, resend, refund £10, cancel on behalf; the board shows it cancelled', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const tomorrow = addDays(londonNow(new Date()).date, 1);
  const criteria: SearchCriteria = {
    airportId: 'luton',
    entryDate: tomorrow,
    entryTime: '10:00',
    exitDate: addDays(tomorrow, 2),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
  const traveller = await browser.newPage();
  await skipCouponPopup(traveller);
  const reference = await book(traveller, criteria);
  await mailAbout(reference, /Subject: Booking confirmed/);

  // Find it by the registration, typed as a traveller says it on the phone.
  const { context: staff, page } = await signInStaff(browser, ADMIN, `Support journey ${RUN}`);
  await page.goto('/console/bookings');
  await page.getByLabel('Reference, email, name, phone or registration').fill(REGISTRATION.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expectNoViolations(page, 'booking search');
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expectNoViolations(page, 'booking page');

  // Resend the confirmation: a second email in the outbox, and a line on the timeline.
  const before = outboxFiles(e2e.outboxDir).length;
  await page.getByRole('button', { name: 'Resend email' }).click();
  await page.getByLabel('Email', { exact: true }).selectOption({ label: 'Booking confirmation' });
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'on its way again' })).toBeVisible();
  await expect.poll(() => outboxFiles(e2e.outboxDir).length, { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(page.getByText('Email sent again').first()).toBeVisible();

  // Refund £10 with a reason: one refund at the provider, the traveller emailed, the partner's commission lower.
  const commission = page.locator('.booking-facts').getByText(/ at 8%$/);
  const commissionOf = async () => Number(/£([\d.]+)/.exec((await commission.textContent()) ?? '')?.[1]);
  const before10 = await commissionOf();
  expect(before10).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByLabel('Amount to refund (£)').fill('10.00');
  await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Goodwill gesture' });
  await page.getByLabel('Why (optional)').fill('Shuttle was late');
  await expectNoViolations(page, 'refund dialog');
  await page.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /refund/i })
      .first(),
  ).toBeVisible();
  await mailAbout(reference, /Subject: Refund on your booking/);
  const payments = page.getByRole('table', { name: "Each payment and refund with the provider's status" });
  const refunds = payments.getByRole('row').filter({ hasText: '−£10.00' });
  await expect
    .poll(
      async () => {
        // Read once the reloaded page has drawn its payments (allTextContents does not wait for them).
        await page.reload();
        await expect(payments).toBeVisible();
        return (await refunds.allTextContents()).join('|');
      },
      { timeout: 30_000 },
    )
    .toMatch(/^[^|]*succeeded[^|]*$/);
  expect(await commissionOf()).toBeLessThan(before10);

  // Cancel on behalf inside the 48-hour line: refused without the override, done with it.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByLabel('No refund').check();
  await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Other (say why)' });
  await page.getByLabel('Why (required)').fill('Traveller called: flight cancelled');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText(/48-hour/).first()).toBeVisible();
  await page.getByLabel('Override the 48-hour rule (the reason is recorded)').check();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('main')).toContainText(/Cancelled/);
  await mailAbout(reference, /Subject: .*[Cc]ancel/);

  // The car park's board shows it cancelled.
  const operator = await browser.newContext();
  const operatorPage = await operator.newPage();
  await signInByLink(operatorPage, OPERATOR);
  await operatorPage.goto(`/console/board?carPark=${CAR_PARK}&date=${tomorrow}`);
  const row = operatorPage.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(/cancelled/i);

  // A support member may not do an admin's job: refused, nothing changed.
  const { context: support, page: supportPage } = await signInStaff(browser, SUPPORT, `Support journey ${RUN}`);
  const refused = await supportPage.request.post('/api/v1/console/staff/operators', {
    data: { name: `Not allowed ${RUN}`, ownerEmail: `nobody-${RUN}@example.com` },
    headers: { origin: e2e.baseURL },
  });
  expect(refused.status()).toBe(403);
  await supportPage.goto('/console/operators');
  await expect(supportPage.getByText(`Not allowed ${RUN}`)).toHaveCount(0);

  await Promise.all([operator.close(), staff.close(), support.close(), traveller.close()]);
});
