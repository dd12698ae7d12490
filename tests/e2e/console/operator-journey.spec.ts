import {
  type NotificationsPage,
  type SearchCriteria,
  addDays,
  encodeSearchParam,
  formatGBP,
  londonNow,
} from '@parking/core';
import { type Page, type Response, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startReceiver, verifySignature } from '../../server/support/webhook-receiver';
import { e2e } from '../e2e-env';
import { webhookTls } from '../webhook-tls';
import { fillBookingForm } from '../widget/fixtures';
import { startPartnerSite } from '../widget/partner-site';
import { searchPath, skipCouponPopup } from '../site/site-helpers';
import { expectNoViolations, linkAfter, mailAbout, mailFor, signInByLink } from './console-helpers';
import { outboxFiles } from '../../server/support/outbox';

// Issue 22's journey: a widget booking reaches the operator (email and signed webhook, once each) and
// appears live on tomorrow's board; check-in with a photo and check-out with mileage reach the
// traveller; a price change shows in a new search and not in the booking; a close-out removes the car
// park from that day. An operator no other spec signs in (5 links an address per 15 minutes).
const OPERATOR = 'owner@lulsgate-park-ride.example';
const CAR_PARK = 'bristol-lulsgate-park-ride';
const CAR_PARK_NAME = 'Lulsgate Park & Ride';
const REFERENCE = /CAP-[0-9A-HJKMNP-TV-Z]{6}/;
const RUN = Date.now();

/** A partner's page embedding the widget with a search already filled in (`q`), on its own origin. */
const partnerPage = (q: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bristol travel blog</title></head>
<body><main><h1>Park at Bristol</h1>
<parking-search id="journey" partner-key="pk_demo_local" q="${q}"></parking-search>
</main><script src="${e2e.baseURL}/widget/parking-search.js"></script></body></html>`;

/** Owner's webhook: set to the receiver (rotated when an earlier run left one), returning the secret shown once. */
async function pointWebhookAtReceiver(page: Page): Promise<string> {
  await page.goto(`/console/notifications?carPark=${CAR_PARK}`);
  const url = page.getByLabel('Webhook URL (https)');
  await url.fill(`https://127.0.0.1:${e2e.webhookPort}/hook/${RUN}`);
  // Decide on the saved answer, not on what the page shows mid-request: a rotation clicked while the save
  // was in flight showed the first secret, and the server then signed with the rotated one.
  const isWebhook = (method: string, path: RegExp) => (r: Response) =>
    r.request().method() === method && path.test(new URL(r.url()).pathname);
  const saved = page.waitForResponse(isWebhook('PUT', /\/api\/v1\/console\/webhook$/));
  await url.press('Enter');
  const { secret: minted } = (await (await saved).json()) as { secret?: string };
  if (!minted) {
    // An earlier run left a webhook: a URL change keeps its secret, so rotate to see one.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = page.waitForResponse(isWebhook('POST', /\/api\/v1\/console\/webhook\/rotate/));
    await page.getByRole('button', { name: 'Yes, rotate secret' }).click();
    expect((await rotated).ok()).toBe(true);
  }
  await expect(page.getByLabel('Signing secret')).toBeVisible();
  const secret = await page.getByLabel('Signing secret').inputValue();
  expect(secret.length).toBeGreaterThan(20);
  await expectNoViolations(page, 'notifications page with the secret shown once');
  return secret;
}

/** Books `criteria` at the car park through the widget on the partner page; the booking's reference. */
async function bookThroughWidget(page: Page, criteria: SearchCriteria): Promise<string> {
  const site = await startPartnerSite(e2e.journeyPartnerPort, e2e.baseURL, {
    '/journey.html': { body: partnerPage(encodeSearchParam(criteria)), type: 'text/html' },
  });
  try {
    await page.goto(`${site.origin}/journey.html`);
    const widget = page.locator('#journey');
    // "Book now" with the car park's name for screen readers (a visually hidden ": <name>").
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
    return (await page.getByText(REFERENCE).first().textContent())!.match(REFERENCE)![0];
  } finally {
    await site.close();
  }
}

/**
 * One event's channels in the operator's delivery log, as `channel status attempts` (sorted): a channel
 * shows `delivered` once its send has finished, and counts every attempt, a repeated send included.
 */
async function deliveryLog(page: Page, eventId: string): Promise<string[]> {
  const res = await page.request.get(`/api/v1/console/notifications?carPark=${CAR_PARK}`);
  expect(res.status()).toBe(200);
  const log = (await res.json()) as NotificationsPage;
  const event = log.events.find((e) => e.eventId === eventId);
  return (event?.channels ?? []).map((c) => `${c.channel} ${c.status} ${c.attempts}`).sort();
}

/** One bulk edit on the rate calendar: `from`–`to`, every weekday, a price or a close-out. */
async function editCalendar(page: Page, from: string, to: string, change: { price?: string; close?: boolean }) {
  await page.goto(`/console/calendar?carPark=${CAR_PARK}&month=${from.slice(0, 7)}`);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  if (change.price) await page.getByLabel('Price per vehicle per day (£), empty to keep').fill(change.price);
  if (change.close) await page.getByLabel('Open or closed').selectOption('closed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a widget booking reaches the operator, is handed over, and the calendar changes new searches only', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const tls = webhookTls();
  const receiver = await startReceiver(tls, undefined, e2e.webhookPort);
  try {
    const tomorrow = addDays(londonNow(new Date()).date, 1);
    const criteria: SearchCriteria = {
      airportId: 'bristol',
      entryDate: tomorrow,
      entryTime: '10:00',
      exitDate: addDays(tomorrow, 3),
      exitTime: '10:00',
      noOfVehicles: 1,
    };

    // The operator signs in, points the webhook at the receiver and opens tomorrow's board.
    await signInByLink(page, OPERATOR);
    const secret = await pointWebhookAtReceiver(page);
    await page.goto(`/console/board?carPark=${CAR_PARK}&date=${tomorrow}`);
    await expect(page.getByText('Live: changes appear as they happen')).toBeVisible();
    await page.evaluate(() => document.documentElement.setAttribute('data-board-opened', 'once'));

    // A traveller books through the widget on a partner's page.
    const traveller = await browser.newPage();
    const outboxBefore = new Set(outboxFiles(e2e.outboxDir));
    const reference = await bookThroughWidget(traveller, criteria);

    // Live on the open board, without reload.
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-board-opened', 'once');

    // Once each: the operator's email and the signed webhook, with one event id.
    const operatorMail = await mailFor(OPERATOR, outboxBefore);
    expect(operatorMail).toContain(`Reference: ${reference}`);
    const eventId = /X-Parking-Event-Id: (\S+)/i.exec(operatorMail)?.[1];
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    const hooksFor = () => receiver.received.filter((r) => r.body.includes(reference)).length;
    const operatorMailsFor = () =>
      outboxFiles(e2e.outboxDir).filter((f) => !outboxBefore.has(f) && f.includes(eventId!)).length;
    await expect.poll(hooksFor).toBeGreaterThan(0);
    const hook = receiver.received.find((r) => r.body.includes(reference))!;
    expect(hook.headers['parking-event-id']).toBe(eventId);
    expect(verifySignature(secret, String(hook.headers['parking-signature']), hook.body)).toBe(true);
    const paid = (JSON.parse(hook.body) as { booking: { amount: number } }).booking.amount;
    // A repeat would come after the first arrival: count again once the log shows both sends finished.
    await expect
      .poll(() => deliveryLog(page, eventId!), { timeout: 30_000 })
      .toEqual(['email delivered 1', 'webhook delivered 1']);
    expect(hooksFor()).toBe(1);
    expect(operatorMailsFor()).toBe(1);

    // Check-in with a photo, from the board.
    await row.getByRole('link', { name: 'Check in / No-show' }).click();
    await expect(page.getByRole('heading', { name: `Handover ${reference}` })).toBeVisible();
    await page.getByLabel('Mileage').fill('20100');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Record handover' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Check in recorded for /);
    await expectNoViolations(page, 'handover page after the check-in');

    // The traveller: an email, and the manage page shows the open check-in.
    const checkedIn = await mailAbout(reference, /Subject: Your car was checked in at \d\d:\d\d/);
    expect(checkedIn).toContain('Mileage in: 20,100 miles.');
    const confirmation = await mailAbout(reference, /Subject: Booking confirmed/);
    await traveller.goto(linkAfter(confirmation, 'Manage booking'));
    await expect(traveller.getByText(/Checked in at \d\d:\d\d on .*, mileage 20,100/)).toBeVisible();

    // Check-out with mileage: the email gives in, out and the difference.
    await page.getByLabel('Mileage').fill('20187');
    await page.getByRole('button', { name: 'Record handover' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Check out recorded for /);
    const returned = await mailAbout(reference, /Subject: Your car was returned at \d\d:\d\d/);
    expect(returned).toContain('Mileage in: 20,100 miles.');
    expect(returned).toContain('Mileage out: 20,187 miles.');
    expect(returned).toContain('Difference: 87 miles.');

    // A new price for the booked days: a new search shows it; the booking keeps what was paid.
    // The booking's 3 days (one car) cost `paid`; the new price is the next pound up from its day price
    // (within £20–£59), so it never equals what was paid, even when an earlier run left the day priced so.
    const pounds = 20 + ((((Math.round(paid / 300) + 1 - 20) % 40) + 40) % 40);
    await editCalendar(page, tomorrow, addDays(tomorrow, 3), { price: `${pounds}.00` });
    const newTotal = formatGBP(pounds * 100 * 3);
    await skipCouponPopup(traveller);
    await traveller.goto(searchPath(criteria));
    const card = traveller.getByRole('article').filter({ hasText: CAR_PARK_NAME });
    await expect(card).toContainText(newTotal, { timeout: 15_000 });
    await traveller.goto(linkAfter(confirmation, 'Manage booking'));
    await expect(traveller.getByRole('main')).toContainText(formatGBP(paid));
    await expect(traveller.getByRole('main')).not.toContainText(newTotal);

    // A close-out on a day of its own: the car park leaves that day's results, the others stay.
    const closed = addDays(tomorrow, 60 + (Math.floor(RUN / 60_000) % 200));
    await editCalendar(page, closed, closed, { close: true });
    await traveller.goto(searchPath({ ...criteria, entryDate: closed, exitDate: addDays(closed, 2) }));
    await expect(traveller.getByRole('button', { name: /^book now/i }).first()).toBeVisible({ timeout: 15_000 });
    await expect(traveller.getByRole('article').filter({ hasText: CAR_PARK_NAME })).toHaveCount(0);
    await traveller.close();
  } finally {
    await receiver.close();
  }
});
