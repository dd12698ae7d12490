import { addDays, londonNow } from '@parking/core';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';
import { expectNoViolations, linkAfter, mailFor, signInByLink } from './console-helpers';
import { addVirtualAuthenticator } from './staff-passkeys';
import { signInStaff, stepUpDialog } from './staff-sign-in';

// Issue 32's journey, in Chromium on http://localhost: a new staff member signs in by link and enrols a
// passkey; signed in by link again, they see only "Sign in with your passkey" (and the staff API refuses
// that session); signed in with the passkey, a £5 refund asks for the passkey again once the step-up is
// stale (15 s on the e2e server, playwright.config.ts), and makes one refund at the (demo) payment provider.
const RUN = Date.now();
const ADMIN = 'admin@parkcompare.example';
const NEWCOMER = `staff-${RUN}@parkcompare.example`;
const STEP_UP_SECONDS = 15;

/** A paid booking at Park & Fly Luton a week ahead, made through the API and the demo checkout; its reference. */
async function paidBooking(request: APIRequestContext): Promise<string> {
  const entryDate = addDays(londonNow(new Date()).date, 7);
  const criteria = { airportId: 'luton', entryDate, entryTime: '10:00', exitDate: addDays(entryDate, 3) };
  const booked = await request.post('/api/v1/bookings', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: {
      providerId: 'luton-park-and-fly',
      criteria: { ...criteria, exitTime: '10:00', noOfVehicles: 1 },
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `traveller-${RUN}@example.com`,
        phone: '07700 900123',
        vehicles: [{ registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
        passengers: 2,
        acceptTerms: true,
      },
      expectedTotal: 1_000_000,
    },
  });
  expect(booked.status()).toBe(201);
  const { reference, checkoutUrl } = (await booked.json()) as { reference: string; checkoutUrl: string };
  const paid = await request.post(`${new URL(checkoutUrl).pathname}/pay`, {
    headers: { origin: e2e.baseURL, 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return reference;
}

test('a new staff member enrols a passkey, must sign in with it, and confirms a stale step-up for a £5 refund', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const reference = await paidBooking(request);

  // The seeded admin invites the newcomer to our staff as support.
  const { context: admin, page: adminPage } = await signInStaff(browser, ADMIN, `Second factor ${RUN}`);
  const before = new Set(outboxFiles(e2e.outboxDir));
  await adminPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await adminPage.getByLabel('Email address').fill(NEWCOMER);
  await adminPage.getByLabel('Role', { exact: true }).selectOption('support');
  await adminPage.getByRole('button', { name: 'Send invitation' }).click();
  const invitation = linkAfter(await mailFor(NEWCOMER, before), 'Open the invitation');
  await admin.close();

  // 1. By link: the invitation accepted, then only the account page, where they enrol their first passkey.
  const context = await browser.newContext();
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  await page.goto(invitation);
  await signInByLink(page, NEWCOMER, new URL(invitation).pathname);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a passkey first' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByLabel('Name of the new passkey').fill('Work laptop');
  const enrolled = new Set(outboxFiles(e2e.outboxDir));
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // A link session of an account that now has a passkey: only a passkey sign-in opens the console.
  const gate = page.getByRole('heading', { level: 1, name: 'Sign in with your passkey' });
  await expect(gate).toBeVisible();
  expect(await mailFor(NEWCOMER, enrolled, 'A passkey was added to your')).toContain('Review your passkeys');

  // 2. Out, and in by link again: "Sign in with your passkey" and nothing else; the staff API refuses.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await signInByLink(page, NEWCOMER);
  await expect(gate).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await expectNoViolations(page, 'sign in with your passkey');
  const refused = await page.request.get('/api/v1/console/staff/bookings');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('PASSKEY_SIGN_IN_REQUIRED');

  // 3. With the passkey: the console opens.
  await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  const signedInAt = Date.now();
  expect((await page.request.get('/api/v1/console/staff/bookings')).status()).toBe(200);

  // 4. The booking; a £5 refund once the passkey sign-in is older than the step-up window.
  await page.goto(`/console/bookings/${reference}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByLabel('Amount to refund (£)').fill('5.00');
  await page.getByLabel('Reason', { exact: true }).selectOption({ label: 'Goodwill gesture' });
  await page.waitForTimeout(Math.max(0, signedInAt + (STEP_UP_SECONDS + 1) * 1000 - Date.now()));
  await page.getByRole('button', { name: 'Confirm refund' }).click();
  const dialog = stepUpDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, 'step-up dialog');
  await dialog.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /refund/i })
      .first(),
  ).toBeVisible();

  // 5. One refund at the payment provider.
  const payments = page.getByRole('table', { name: "Each payment and refund with the provider's status" });
  const refunds = payments.getByRole('row').filter({ hasText: '−£5.00' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(payments).toBeVisible();
        return (await refunds.allTextContents()).join('|');
      },
      { timeout: 30_000 },
    )
    .toMatch(/^[^|]*succeeded[^|]*$/);
  await context.close();
});
