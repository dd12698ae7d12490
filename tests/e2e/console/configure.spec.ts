import { expect, test } from '@playwright/test';
import { expectNoViolations, signInByLink } from './console-helpers';

// The seeded demo partner (its owner is a sample account; no other spec signs it in).
const DEMO_PARTNER = 'partner@demo-travel-blog.example';
const DEMO_KEY = 'pk_demo_local';

test('the configurator themes the real widget live, warns of poor contrast and copies the snippet', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByLink(page, DEMO_PARTNER, '/console/sign-in?next=%2Fconsole%2Fconfigure');
  await expect(page.getByRole('heading', { name: 'Configure the widget', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Widget key')).toHaveValue(DEMO_KEY);

  // The preview is the element from /widget/parking-search.js; its primary button wears the accent.
  const update = page.locator('parking-search').getByRole('button', { name: 'Update' });
  await expect(update).toBeVisible();
  const background = () => update.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toBe('rgb(10, 91, 211)');
  await page.getByLabel('Accent colour (buttons, links)').fill('#7a1fa2');
  await expect.poll(background).toBe('rgb(122, 31, 162)');
  await page.getByLabel('Corner radius').fill('0');
  await expect.poll(() => update.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('0px');

  // A pale accent under white button text: named in words, with its ratio, in a live region.
  const contrast = page.locator('#configure-contrast');
  await expect(contrast).toHaveText(/Every colour pair meets WCAG AA/);
  await page.getByLabel('Accent colour (buttons, links)').fill('#ffb020');
  await expect(contrast).toHaveAttribute('role', 'status');
  await expect(contrast).toContainText('Button text on the accent colour: 1.83:1');
  await expect(contrast).toContainText('Links (the accent colour) on the background');
  await page.getByLabel('Accent colour (buttons, links)').fill('#7a1fa2');
  await expect(contrast).toHaveText(/Every colour pair meets WCAG AA/);

  await page.getByLabel('Default airport').selectOption({ label: 'London Stansted' });
  await page.getByRole('button', { name: 'Copy HTML' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`<script async src="${new URL(page.url()).origin}/widget/parking-search.js"></script>`);
  expect(copied).toContain(`<parking-search partner-key="${DEMO_KEY}" mode="inline" airport="STN"`);
  expect(copied).toContain('--ps-accent: #7a1fa2; --ps-radius: 0px');
  expect(copied).toBe(await page.getByRole('region', { name: 'HTML snippet' }).textContent());

  await page.getByLabel('React component').check();
  await expect(page.getByRole('region', { name: /React component snippet/ })).toContainText(
    `<parking-search partner-key="${DEMO_KEY}" mode="inline" airport="STN" style={theme} />`,
  );
  await expectNoViolations(page, 'configurator');
});
