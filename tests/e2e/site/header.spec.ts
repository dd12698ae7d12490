import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { searchPath, skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

const header = (page: Page) => page.locator('header.site-header');

async function expectMode(page: Page, mode: string, solid: boolean) {
  // Search routes arrive as a pre-rendered shell that the app then replaces: look at the app's header.
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(header(page)).toHaveAttribute('data-header-mode', mode);
  await expect(header(page)).toHaveClass(solid ? /site-header--solid/ : /site-header--transparent/);
  const position = await header(page).evaluate((el) => getComputedStyle(el).position);
  expect(position).toBe(solid ? 'relative' : 'absolute');
}

test.describe('search routes switch at 952 px (window.innerWidth): from there the header holds the form itself', () => {
  test('951 px: transparent header without the embedded form', async ({ page }) => {
    await page.setViewportSize({ width: 951, height: 900 });
    await page.goto(searchPath());
    await expectMode(page, 'transparent', false);
    await expect(header(page).getByRole('button', { name: 'Change search' })).toHaveCount(0);
    await expect(header(page).locator('form')).toHaveCount(0);
    // The page itself offers the form behind "Change search".
    await expect(page.getByRole('main').getByRole('button', { name: 'Change search' })).toBeVisible();
  });

  for (const width of [952, 953, 991]) {
    test(`${width} px: solid header with the search form itself, no "Change search"`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(searchPath());
      await expectMode(page, 'search', true);
      await expect(header(page).locator('form')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change search' })).toHaveCount(0);
    });
  }

  test('993 px: solid header with the search form shown', async ({ page }) => {
    await page.setViewportSize({ width: 993, height: 900 });
    await page.goto(searchPath());
    await expectMode(page, 'search', true);
    await expect(header(page).locator('form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change search' })).toHaveCount(0);
  });
});

test('other routes keep their mode at every width', async ({ page }) => {
  for (const width of [951, 953, 991, 993]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/faq');
    await expectMode(page, 'title', true);
    await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('Frequently Ask Questions');
    await page.goto('/booking-details');
    await expectMode(page, 'steps', true);
    await expect(header(page).getByRole('list', { name: 'Booking steps' })).toContainText('1Place Booking');
    await expect(header(page).locator('[aria-current="step"]')).toContainText('Place Booking');
    for (const path of ['/', '/airport/luton', '/booking/success', '/booking/cancel']) {
      await page.goto(path);
      await expectMode(page, 'transparent', false);
    }
    await page.goto('/amend-booking');
    await expectMode(page, 'solid', true);
  }
});

test('the pill shows the link label on the Others pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Others' }).click();
  await page.getByRole('link', { name: 'Meet & Greet Vs Park & Ride' }).click();
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText('Meet & Greet Vs Park & Ride');
});

test('menus open with the keyboard and close with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  // The menu buttons work once the app has hydrated the pre-rendered page (disabled until then).
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const airports = page.getByRole('button', { name: 'Airports' });
  await airports.focus();
  await page.keyboard.press('Enter');
  await expect(airports).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Bristol' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(airports).toHaveAttribute('aria-expanded', 'false');
  await expect(airports).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Luton' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/airport\/luton$/);
});

test('the mobile menu collapses after every navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  for (const [link, url] of [
    ['FAQ', /\/faq$/],
    ['Contact', /\/contact$/],
  ] as const) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  }
  await toggle.click();
  await nav.getByRole('button', { name: 'Airports' }).click();
  await nav.getByRole('link', { name: 'Stansted' }).click();
  await expect(page).toHaveURL(/\/airport\/stansted$/);
  await expect(nav).toBeHidden();
  await toggle.click();
  await nav.getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav).toBeHidden();
});
