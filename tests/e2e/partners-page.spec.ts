import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { skipCouponPopup } from './site/site-helpers';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

test.beforeEach(async ({ page }) => skipCouponPopup(page));

test('the partners page is pre-rendered with its terms and the placeholder snippet, and in the sitemap', async ({
  request,
}) => {
  const html = await (await request.get('/partners')).text();
  expect(html).toContain('<h1>For partners</h1>');
  expect(html).toContain('8% of what the traveller paid, net of any refunds');
  expect(html).toContain('partner-key=&quot;pk_test_your_key&quot;');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/partners</loc>');
});

test('the footer links to it, and axe finds nothing at phone and desktop widths', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'For partners' }).click();
  await expect(page).toHaveURL(/\/partners$/);
  await expect(page.getByRole('heading', { level: 1, name: 'For partners' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `/partners @ ${width}px`);
  }
});

test('the sign-up form says what is wrong beside each field, by keyboard too', async ({ page }) => {
  await page.goto('/partners');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toBeFocused();
  const website = page.getByLabel('Website');
  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Enter your name');
  await website.fill('http://deals.example');
  await page.keyboard.press('Tab');
  await expect(website).toHaveAccessibleDescription(/Enter your site’s address starting https:\/\//);
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'form with messages');
});

test('a sign-up shows the test key, the snippet filled with it, and where the sign-in link went', async ({ page }) => {
  await page.goto('/partners');
  await page.getByLabel('Organisation or site name').fill('Deals Blog');
  await page.getByLabel('Website').fill('https://deals-blog.example');
  await page.getByLabel('Your name').fill('Pat Partner');
  const email = `pat-${Date.now()}@deals-blog.example`;
  await page.getByLabel('Email address').fill(email);
  await page.keyboard.press('Enter');
  const done = page.getByRole('status').filter({ hasText: 'You’re signed up' });
  await expect(done).toBeVisible();
  const key = (await done.locator('p code').first().textContent()) ?? '';
  expect(key).toMatch(/^pk_test_/);
  await expect(done.getByLabel('Your embed snippet')).toContainText(`partner-key="${key}"`);
  await expect(done.getByLabel('Your embed snippet')).toContainText('/widget/parking-search.js');
  await expect(done).toContainText(`We’ve emailed a sign-in link to ${email}.`);
});
