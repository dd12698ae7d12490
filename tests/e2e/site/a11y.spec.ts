import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ROUTE_TITLES, searchPath, skipCouponPopup } from './site-helpers';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

const PATHS = [...ROUTE_TITLES.map((r) => r.path).filter((p) => p !== '/search'), searchPath(), '/blogs/no-such-post'];

for (const width of [390, 1280]) {
  test(`axe finds no violations on any route at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await skipCouponPopup(page);
    await page.setViewportSize({ width, height: 900 });
    for (const path of PATHS) {
      await page.goto(path);
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeHidden();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `${path} @ ${width}px`);
    }
  });
}

test('axe finds no violations with the popup or the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Others' }).click();
  await expectNoViolations(page, 'mobile menu');
});
