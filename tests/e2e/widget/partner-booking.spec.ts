import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { e2e } from '../e2e-env';
import { VISITOR, expect, fillBookingForm, futureCriteria, recorded, test, widgetForm } from './fixtures';

/** axe-core on one widget (its open shadow tree included); the hostile partner page itself is out of scope. */
async function expectNoAxeViolations(page: Page, selector: string, step: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations at step "${step}"`).toEqual([]);
  // axe names a node inside a shadow root by a selector chain [host, inner]: prove it looked inside.
  const shadowNodes = results.passes.flatMap((rule) => rule.nodes).filter((node) => Array.isArray(node.target[0]));
  expect(shadowNodes.length, `axe checked nothing inside the shadow root at step "${step}"`).toBeGreaterThan(10);
}

/** Full-page screenshots of each step, attached to the report (look at them when styles change). */
async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('books end to end from a partner page through the demo checkout, axe-clean at every step', async ({
  page,
  partnerOrigin,
}, testInfo) => {
  test.slow();
  await page.goto(`${partnerOrigin}/book.html`);
  const first = page.locator('#first');
  const second = page.locator('#second');

  // Step 0: the search form (the second widget), and the q-prefilled search running by itself.
  await expect(widgetForm(second)).toBeVisible();
  await expectNoAxeViolations(page, '#second', 'search form');
  const criteria = futureCriteria();
  await expect
    .poll(async () => (await recorded(page)).events.filter((e) => e.type === 'search').length)
    .toBeGreaterThan(0);
  const searchEvent = (await recorded(page)).events.find((e) => e.type === 'search');
  expect(searchEvent).toMatchObject({ target: 'first', bubbles: true, composed: true, detail: criteria });

  // Step 1: results.
  const selectButtons = first.getByRole('button', { name: /^book now/i });
  await expect(selectButtons.first()).toBeVisible();
  await expectNoAxeViolations(page, '#first', 'results');
  await snapshot(page, testInfo, 'step-results');
  // The second widget did not search: instances do not share state.
  await expect(second.getByRole('button', { name: /^book now/i })).toHaveCount(0);
  await selectButtons.first().click();

  // Step 2: "Place Booking", first with its validation errors showing.
  const submit = first.getByRole('button', { name: 'Place Booking' });
  await expect(submit).toBeVisible();
  // Embedded (inline mode), the widget shows its own step indicator.
  await expect(first.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText(
    'Place Booking',
  );
  const quoteEvent = (await recorded(page)).events.find((e) => e.type === 'quoteselect');
  expect(quoteEvent?.detail).toMatchObject({ criteria });
  expect(Object.keys(quoteEvent?.detail ?? {}).sort()).toEqual(['criteria', 'providerId', 'total']);
  await expectNoAxeViolations(page, '#first', 'place booking');
  await submit.click();
  await expect(first.getByText(/^Please correct the \d+ fields marked above/)).toBeVisible();
  await expectNoAxeViolations(page, '#first', 'place booking with errors');
  await snapshot(page, testInfo, 'step-booking-errors');
  await fillBookingForm(first);
  // The coupon is checked by the API from the partner's origin (CORS), then priced again by the booking.
  await first.getByLabel(/^coupon code/i).fill('cap15');
  await first.getByRole('button', { name: 'Apply' }).click();
  await expect(first.getByText(/^Code CAP15: 7\.5% off\. New total £\d+\.\d\d \(was £/)).toBeVisible();
  await expectNoAxeViolations(page, '#first', 'coupon applied');
  await submit.click();

  // Step 3: payment.
  const pay = first.getByRole('button', { name: /^pay £/i });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page, '#first', 'payment');
  await snapshot(page, testInfo, 'step-payment');
  const { events, csp } = await recorded(page);
  const created = events.find((e) => e.type === 'bookingcreated');
  expect(created?.detail.reference).toMatch(/^CAP-[0-9A-HJKMNP-TV-Z]{6}$/);
  expect(Object.keys(created?.detail ?? {}).sort()).toEqual(['amount', 'providerId', 'reference']);
  const everything = JSON.stringify(events).toLowerCase();
  for (const value of Object.values(VISITOR)) expect(everything).not.toContain(value.toLowerCase());
  expect(csp).toEqual([]);

  // Top-level navigation to the demo checkout on our origin, then back to our success page.
  await pay.click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/api/v1/demo-checkout/`));
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/booking/success\\?session_id=`));
  await expect(page.getByText(String(created?.detail.reference)).first()).toBeVisible();
});
