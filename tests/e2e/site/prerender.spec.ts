import { type ConsoleMessage, type Page, expect, test } from '@playwright/test';
import { BRAND, skipCouponPopup } from './site-helpers';

type Manifest = { pages: { path: string; mode: 'hydrate' | 'shell' }[] };

async function hydratedPaths(page: Page): Promise<string[]> {
  const res = await page.request.get('/prerendered.json');
  const manifest = (await res.json()) as Manifest;
  return manifest.pages.filter((p) => p.mode === 'hydrate').map((p) => p.path);
}

/** Console errors and warnings, and uncaught errors, of one page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test.beforeEach(async ({ page }) => skipCouponPopup(page));

test('every pre-rendered route arrives with its content and hydrates without an error or warning', async ({ page }) => {
  const paths = await hydratedPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(25);
  for (const path of paths) {
    const problems = collectProblems(page);
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('data-render="hydrate"');
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]'), path).toBeAttached();
    // Effects after hydration (SWR revalidation, lazy form) get a moment to complain.
    await page.waitForLoadState('networkidle');
    expect(problems, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test.describe('before hydration (no JavaScript)', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content and their links work', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Ask Questions');
    await expect(page.getByText('How do I book airport parking?')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page).toHaveTitle(`About Us | ${BRAND}`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await page.goto('/airport/luton');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('London Luton Airport parking');
    // The car parks come from the build's API answer: no script needed to list them.
    await expect(page.locator('.provider-card').first()).toBeVisible();
    await page.goto('/blogs');
    await page.locator('.blog-card__title a').first().click();
    await expect(page).toHaveURL(/\/blogs\/[^/]+$/);
    await expect(page.locator('.blog__title')).toBeVisible();
  });
});

test('after hydration links navigate in the app and keep title, description and canonical right', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  // A full page load would lose this marker: its survival proves the navigation stayed in the app.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page).toHaveTitle(`About Us | ${BRAND}`);
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Who we are/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `About Us | ${BRAND}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page).toHaveTitle(`Privacy Policy | ${BRAND}`);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
});

test('a visitor-specific route paints its header, heading and skeleton before the app renders', async ({ page }) => {
  const html = await (await page.request.get('/booking-details?q=x&provider=y')).text();
  expect(html).toContain('data-render="shell"');
  expect(html).toContain('class="site-header');
  expect(html).toContain('booking-placeholder');
});

test('the home page keeps its pre-rendered search form after hydration until the live form replaces it', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the widget form's code back, to look at the page between hydration and the live form.
  await page.route(/\/assets\/search-form-slot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/airport/luton');
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const staticForm = page.locator('[data-island] form.ps-search');
  await expect(staticForm).toBeVisible();
  await expect(staticForm.locator('select').first()).toHaveValue('luton');
  // The card holding the form: its size before and after the swap (the island's own node is replaced).
  const card = page.locator('.hero__form');
  const box = await card.boundingBox();
  release();
  const live = page.locator('.hero__form form.ps-search:not([data-island] form)');
  await expect(live).toBeVisible();
  await expect(page.locator('[data-island]')).toHaveCount(0);
  // Same place, same size: swapping the forms moves nothing.
  const liveBox = await card.boundingBox();
  expect(liveBox?.y).toBeCloseTo(box?.y ?? -1, 0);
  expect(liveBox?.height).toBeCloseTo(box?.height ?? -1, 0);
  await expect(live.getByLabel('Airport')).toHaveValue('luton');
});

test('a page scrolled before hydration stays where the visitor put it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-start-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/terms-and-conditions');
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});
