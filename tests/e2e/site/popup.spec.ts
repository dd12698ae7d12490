import { expect, test, type Page } from '@playwright/test';
import { fillStepOne } from './page-helpers';
import { futureCriteria, searchPath } from './site-helpers';

const POPUP_NAME = 'Book With Us & Save Upto 7.5%';

function closedAt(page: Page): Promise<string | null> {
  // The site's storage helper keeps `{ v, value }` under `parking:` (widget/shadow/storage.ts).
  return page.evaluate(() => {
    const raw = localStorage.getItem('parking:popup:closed-at');
    return raw === null ? null : (JSON.parse(raw) as { value: string }).value;
  });
}

/**
 * The dialog hides at once but its close event comes in a later task: wait until the page has recorded
 * the close, or the fake clock may run ahead of it and the 30 s would count from the wrong moment.
 */
async function closeRecorded(page: Page, before: string | null): Promise<void> {
  await expect.poll(() => closedAt(page)).not.toBe(before);
}

test('the popup opens on the first visit, closes, and re-opens 30 s after each close', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('CAP15');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await closeRecorded(page, null);
  await page.clock.runFor(29_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();

  // Escape is a close too: the 30 s start again.
  const firstClose = await closedAt(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await closeRecorded(page, firstClose);
  await page.clock.runFor(20_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(11_000);
  await expect(dialog).toBeVisible();
});

test('the popup waits until the visitor leaves the field they are typing in', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await dialog.getByRole('button', { name: 'Close' }).click();

  const name = page.getByLabel('Your name');
  await name.click();
  await name.pressSequentially('Amy');
  await page.clock.runFor(31_000);
  await expect(dialog).toBeHidden();
  // Moving to the next field is still typing.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  await expect(name).toHaveValue('Amy');
  // Leaving the form fields lets it open.
  await page.getByRole('heading', { name: 'Send us a message' }).click();
  await page.clock.runFor(100);
  await expect(dialog).toBeVisible();
});

test('"Use code" keeps CAP15 for the booking form and stops the popup', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await dialog.getByRole('button', { name: 'Use code' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('parking:coupon-code'))).toBe('{"v":1,"value":"CAP15"}');
  await page.clock.runFor(65_000);
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
});

test('a reload does not re-open the popup before 30 s have passed since the close', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await closeRecorded(page, null);
  await page.clock.runFor(10_000);
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(20_000);
  await expect(dialog).toBeVisible();
});

test('a traveller who takes CAP15 never sees the popup again, from step 1 to the confirmation', async ({ page }) => {
  test.slow();
  await page.clock.install();
  await page.goto('/faq');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await dialog.getByRole('button', { name: 'Use code' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/booking-details?${searchPath(futureCriteria('luton')).split('?')[1]}&provider=luton-park-and-fly`);
  const main = page.getByRole('main');
  await expect(main.getByLabel(/^coupon code/i)).toHaveValue('CAP15');
  await page.clock.runFor(35_000);
  await expect(dialog).toBeHidden();
  await fillStepOne(main);
  await main.getByRole('button', { name: 'Place Booking' }).click();
  await expect(main.getByRole('button', { name: /^pay £/i })).toBeVisible();
  await page.clock.runFor(35_000);
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: /^pay £/i }).click();
  await page.waitForURL(/\/api\/v1\/demo-checkout\//);
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(/\/booking\/success\?session_id=/);
  await expect(page.getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/).first()).toBeVisible();
  await page.clock.runFor(35_000);
  await expect(dialog).toBeHidden();
});

test('a first-time visitor who lands on step 1 is not interrupted, and a close holds in a new tab', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto(
    `/booking-details?${searchPath(futureCriteria('bristol')).split('?')[1]}&provider=bristol-valet-plus`,
  );
  await expect(page.getByRole('main').getByLabel(/^first name/i)).toBeVisible();
  await page.clock.runFor(35_000);
  await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeHidden();

  await page.goto('/faq');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await dialog.getByRole('button', { name: 'Close' }).click();
  const second = await context.newPage();
  await second.goto('/about');
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second.getByRole('dialog', { name: POPUP_NAME })).toBeHidden();
});

test('a visitor who lands on the results sees them first: the offer waits 30 s', async ({ page }) => {
  await page.clock.install();
  await page.goto(searchPath(futureCriteria('stansted')));
  await expect(
    page
      .getByRole('main')
      .getByRole('button', { name: /^book now/i })
      .first(),
  ).toBeVisible();
  await expect.poll(() => closedAt(page)).not.toBeNull();
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await page.clock.runFor(25_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(6_000);
  await expect(dialog).toBeVisible();
});
