import { addDays, encodeSearchParam, londonNow, type SearchCriteria } from '@parking/core';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { webhookTls } from '../webhook-tls';
import { fillBookingForm } from '../widget/fixtures';
import { startPartnerSite } from '../widget/partner-site';
import { skipCouponPopup } from '../site/site-helpers';
import { expectNoViolations, linkAfter, mailAbout, mailFor, signInByLink } from './console-helpers';
import { signInStaff } from './staff-sign-in';

// Issue 23's journey: a partner signs up, gets a test key, configures the widget and pastes the snippet into
// its own page; a test booking there is TEST in its report and on no operator board. Our staff approve it; a
// live key's booking earns a pending commission, and the traveller's cancellation declines it ("cancelled").
const RUN = Date.now();
const PARTNER = `owner-${RUN}@partner-journey.example`;
const STAFF = 'admin@parkcompare.example';
const OPERATOR = 'owner@essex-park-ride.example';
const CAR_PARK = 'stansted-essex-park-ride';
const CAR_PARK_NAME = 'Essex Park & Ride';
const REFERENCE = /CAP-[0-9A-HJKMNP-TV-Z]{6}/;

/** A partner page: the snippet as copied from the configurator, with a search filled in (`q`). */
function pageWith(snippet: string, q: string): string {
  const element = snippet.replace('<parking-search ', `<parking-search id="journey" q="${q}" `);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stansted travel blog</title></head>
<body><main><h1>Park at Stansted</h1>${element}</main></body></html>`;
}

/** Books the car park through the widget on a partner page; the success page's text and the reference. */
async function bookOnPartnerPage(page: Page, url: string): Promise<{ reference: string; success: Locator }> {
  await page.goto(url);
  const widget = page.locator('#journey');
  await widget
    .getByRole('button', { name: /^book now/i })
    .filter({ hasText: CAR_PARK_NAME })
    .click();
  await fillBookingForm(widget);
  await widget.getByRole('button', { name: 'Place Booking' }).click();
  await widget.getByRole('button', { name: /^pay £/i }).click();
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(/\/booking\/success\?session_id=/);
  const success = page.getByRole('main');
  const reference = (await success.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  return { reference, success };
}

/** Adds `origin` to a key's allowed addresses on the keys page and saves. */
async function allowOrigin(card: Locator, origin: string): Promise<void> {
  await card.getByRole('button', { name: 'Add an address' }).click();
  await card
    .getByLabel(/^Address \d+$/)
    .last()
    .fill(origin);
  await card.getByRole('button', { name: 'Save addresses' }).click();
  await expect(card.getByRole('status')).toContainText('Saved');
}

/** The earnings page's row for `reference` in the live or test view. */
async function earningsRow(page: Page, reference: string, view: 'live' | 'test'): Promise<Locator> {
  await page.goto(`/console/earnings?mode=${view}`);
  return page.getByRole('row').filter({ hasText: reference });
}

test('a partner signs up, tests on its own page, goes live and earns a commission that a cancellation declines', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const tomorrow = addDays(londonNow(new Date()).date, 1);
  const entry = addDays(tomorrow, 20 + (Math.floor(RUN / 60_000) % 300));
  const criteria: SearchCriteria = {
    airportId: 'stansted',
    entryDate: entry,
    entryTime: '10:00',
    exitDate: addDays(entry, 2),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
  const q = encodeSearchParam(criteria);
  const partner = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await partner.newPage();
  await skipCouponPopup(page);

  // 1. Sign up on the public partners page: a test key at once, a sign-in link by email.
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1, name: 'For partners' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'partners page');
  const before = new Set(outboxFiles(e2e.outboxDir));
  await page.getByLabel('Organisation or site name').fill(`Journey blog ${RUN}`);
  await page.getByLabel('Website').fill(`https://blog-${RUN}.example`);
  await page.getByLabel('Your name').fill('Pat Partner');
  await page.getByLabel('Email address').fill(PARTNER);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const testKey = (await page
    .getByText(/pk_test_[\w-]{24}/)
    .first()
    .textContent())!.match(/pk_test_[\w-]{24}/)![0];
  await expectNoViolations(page, 'partners page after sign-up');
  await page.goto(linkAfter(await mailFor(PARTNER, before), 'Sign in'));
  await expect(page).toHaveURL(/\/console$/);

  // 2. The test key allows the partner's page; the configurator gives the snippet.
  const testSite = `http://127.0.0.1:${e2e.partnerJourneyPorts.test}`;
  await page.goto('/console/keys');
  await allowOrigin(page.getByRole('article').filter({ hasText: testKey }), testSite);
  await expectNoViolations(page, 'keys page');
  await page.goto('/console/configure');
  await expect(page.getByLabel('Widget key')).toHaveValue(testKey);
  await page.getByLabel('Default airport').selectOption({ label: 'London Stansted' });
  await expectNoViolations(page, 'configurator');
  const snippet = (await page.getByRole('region', { name: /snippet/i }).textContent())!;
  expect(snippet).toContain(testKey);

  // 3. The snippet on the partner's own page: a TEST booking, in the test report only, on no operator board.
  const site = await startPartnerSite(e2e.partnerJourneyPorts.test, e2e.baseURL, {
    '/test.html': { body: pageWith(snippet, q), type: 'text/html' },
  });
  // The traveller's browser, which accepts the live page's test certificate (the webhook receiver's).
  const travellerContext = await browser.newContext({ ignoreHTTPSErrors: true });
  const traveller = await travellerContext.newPage();
  await skipCouponPopup(traveller);
  const booked = await bookOnPartnerPage(traveller, `${site.origin}/test.html`).finally(() => site.close());
  await expect(booked.success).toContainText(/TEST booking/);
  await expect(await earningsRow(page, booked.reference, 'test')).toContainText('TEST');
  await expect(await earningsRow(page, booked.reference, 'live')).toHaveCount(0);

  // 4. Our staff approve the partner for live keys.
  const { context: staff, page: staffPage } = await signInStaff(browser, STAFF, `Journey ${RUN}`);
  await staffPage.goto('/console/partners');
  const entryRow = staffPage.getByRole('row').filter({ hasText: `Journey blog ${RUN}` });
  await entryRow.getByRole('button', { name: `Journey blog ${RUN}` }).click();
  await staffPage.getByRole('button', { name: 'Approve live' }).click();
  await staffPage.getByRole('button', { name: 'Yes, approve live' }).click();
  await expect(entryRow).toContainText('Approved');
  await expectNoViolations(staffPage, 'staff partners page');

  // 5. A live key on an https page: a real booking, commission pending.
  const tls = webhookTls();
  const liveSite = `https://127.0.0.1:${e2e.partnerJourneyPorts.live}`;
  await page.goto('/console/keys');
  await page.getByLabel('Name (for you, e.g. the site it is for)').fill('Live blog');
  await page.getByRole('radio', { name: /^Live:/ }).check();
  await page.getByRole('button', { name: 'Make key' }).click();
  const liveCard = page.getByRole('article').filter({ hasText: /pk_live_/ });
  const liveKey = (await liveCard.locator('.key-string').textContent())!.trim();
  expect(liveKey).toMatch(/^pk_live_[\w-]{24}$/);
  await allowOrigin(liveCard, liveSite);
  const live = await startPartnerSite(
    e2e.partnerJourneyPorts.live,
    e2e.baseURL,
    { '/live.html': { body: pageWith(snippet.replace(testKey, liveKey), q), type: 'text/html' } },
    tls,
  );
  const liveBooking = await bookOnPartnerPage(traveller, `${live.origin}/live.html`).finally(() => live.close());
  await expect(liveBooking.success).not.toContainText(/TEST booking/);
  await expect(await earningsRow(page, liveBooking.reference, 'live')).toContainText(/pending/i);

  // The car park's board shows the live booking and not the test one.
  const operator = await browser.newContext();
  const operatorPage = await operator.newPage();
  await signInByLink(operatorPage, OPERATOR);
  const board = await operatorPage.request.get(`/api/v1/console/board?carPark=${CAR_PARK}&date=${entry}`);
  expect(board.status()).toBe(200);
  expect(await board.text()).toContain(liveBooking.reference);
  expect(await board.text()).not.toContain(booked.reference);

  // 6. The traveller cancels: the commission is declined, reason "cancelled".
  const confirmation = await mailAbout(liveBooking.reference, /Subject: Booking confirmed/);
  await traveller.goto(linkAfter(confirmation, 'Manage booking'));
  const manage = traveller.getByRole('main');
  await manage.getByRole('button', { name: 'Cancel booking' }).click();
  await manage.getByRole('button', { name: /^Cancel and refund £/ }).click();
  await expect(manage.getByText('Cancelled', { exact: true })).toBeVisible();
  const declined = await earningsRow(page, liveBooking.reference, 'live');
  await expect(declined).toContainText(/declined/i);
  await expect(declined).toContainText(/cancelled/i);
  await expectNoViolations(page, 'earnings page');
  await travellerContext.close();
  await Promise.all([operator.close(), staff.close()]);
  await page.close();
  await partner.close();
});
