import { expect, test } from '@playwright/test';

const POPUP_NAME = 'Book With Us & Save Upto 7.5%';

test('the popup opens on the first visit, closes, and re-opens 30 s after each close', async ({ page }) => {
  await page.clock.install();
  await page.goto('/faq');
  const dialog = page.getByRole('dialog', { name: POPUP_NAME });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('CAP15');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.clock.runFor(29_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(dialog).toBeVisible();

  // Escape is a close too: the 30 s start again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
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
  expect(await page.evaluate(() => sessionStorage.getItem('parkcompare.couponCode'))).toBe('CAP15');
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
  await page.clock.runFor(10_000);
  await page.reload();
  await page.clock.runFor(1_000);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(20_000);
  await expect(dialog).toBeVisible();
});
