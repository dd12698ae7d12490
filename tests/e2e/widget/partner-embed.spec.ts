import AxeBuilder from '@axe-core/playwright';
import { e2e } from '../e2e-env';
import { encodeSearchParam } from '../../../packages/core/src/index.ts';
import { expect, futureCriteria, recorded, test, widgetForm } from './fixtures';

const RED = 'rgb(255, 0, 0)';

test.describe('<parking-search> on a hostile partner page (strict CSP, 62.5% root, global * rules)', () => {
  test('keeps its own px sizes and theme colours, with nothing blocked by the CSP', async ({
    page,
    partnerOrigin,
  }, testInfo) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cssRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.css') && !request.url().startsWith(partnerOrigin)) cssRequests.push(request.url());
    });
    await page.goto(`${partnerOrigin}/`);
    const first = page.locator('#first');
    await expect(widgetForm(first)).toBeVisible();

    const host = await first.evaluate((el) => {
      const style = getComputedStyle(el);
      const root = el.shadowRoot;
      return {
        fontSize: style.fontSize,
        color: style.color,
        lineHeight: style.lineHeight,
        mode: root?.mode,
        adopted: root?.adoptedStyleSheets.length ?? 0,
        styleElements: root?.querySelectorAll('style, link[rel="stylesheet"]').length ?? -1,
      };
    });
    expect(host).toMatchObject({ fontSize: '15px', mode: 'open', styleElements: 0 });
    expect(host.color).not.toBe(RED);
    expect(host.adopted).toBeGreaterThan(0);
    // The partner's line-height: 3 would make a 45px line.
    expect(parseFloat(host.lineHeight)).toBeLessThan(30);

    const label = first.getByText('Airport', { exact: true });
    const labelStyle = await label.evaluate((el) => ({
      fontSize: getComputedStyle(el).fontSize,
      color: getComputedStyle(el).color,
    }));
    expect(labelStyle.color).not.toBe(RED);
    // 62.5% root would shrink rem to 10px; 40px is the partner's `*` rule leaking in.
    expect(parseFloat(labelStyle.fontSize)).toBeGreaterThanOrEqual(12);
    expect(parseFloat(labelStyle.fontSize)).toBeLessThanOrEqual(20);

    const update = first.getByRole('button', { name: 'Update' });
    await expect(update).toBeVisible();
    const button = await update.evaluate((el) => ({
      bg: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
    }));
    expect(button.color).not.toBe(RED);
    expect(button.bg).not.toBe('rgba(0, 0, 0, 0)');

    // The widget adds no global styles to the partner's document.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(cssRequests).toEqual([]);
    expect((await recorded(page)).csp).toEqual([]);
    expect(pageErrors).toEqual([]);

    const shot = testInfo.outputPath('partner-page.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('partner-page', { path: shot, contentType: 'image/png' });
  });

  test('two instances stay independent, and a property set before the script loaded applies', async ({
    page,
    partnerOrigin,
  }) => {
    await page.goto(`${partnerOrigin}/`);
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect(widgetForm(first)).toBeVisible();
    await expect(widgetForm(second)).toBeVisible();
    // #first has airport="LTN"; #second got `.airport = 'BRS'` from a script that ran before ours.
    // exact: the form's own name ("Parking search, London Luton Airport") contains "Airport" too.
    await expect(first.getByLabel('Airport', { exact: true })).toHaveValue('luton');
    await expect(second.getByLabel('Airport', { exact: true })).toHaveValue('bristol');
    // Two search landmarks on one page, each named after its airport: axe over both widgets, no exclusions.
    await expect(first.getByRole('form', { name: 'Parking search, London Luton' })).toBeVisible();
    await expect(second.getByRole('form', { name: 'Parking search, Bristol' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('#first').include('#second').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await first.getByLabel('Vehicles').selectOption('3');
    await expect(first.getByLabel('Vehicles')).toHaveValue('3');
    await expect(second.getByLabel('Vehicles')).toHaveValue('1');
    await second.getByLabel('Airport', { exact: true }).selectOption('stansted');
    await expect(first.getByLabel('Airport', { exact: true })).toHaveValue('luton');
  });

  test('keyboard only on the partner page: the calendar opens, moves by arrows, chooses, closes with focus back; axe passes', async ({
    page,
    partnerOrigin,
  }) => {
    await page.goto(`${partnerOrigin}/`);
    const first = page.locator('#first');
    await expect(widgetForm(first)).toBeVisible();
    const field = first.getByLabel('Drop Off', { exact: true });
    await first.getByLabel('Airport', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const calendar = first.getByRole('dialog', { name: 'Drop Off calendar' });
    await expect(calendar).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('#first').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const focusedDay = async () =>
      first.evaluate((el) => el.shadowRoot?.activeElement?.getAttribute('data-day') ?? null);
    const start = await focusedDay();
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const chosen = await focusedDay();
    expect(chosen).not.toBe(start);
    await page.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();
    const [y, m, d] = (chosen ?? '').split('-');
    await expect(field).toHaveValue(`${d}-${m}-${y}`);
    await page.keyboard.press('Space');
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(`${d}-${m}-${y}`);
    expect((await recorded(page)).csp).toEqual([]);
  });

  test('a widget just below the fold renders without scrolling the page to itself', async ({ page, partnerOrigin }) => {
    await page.goto(`${partnerOrigin}/below-fold.html`);
    const widget = page.locator('#below');
    await expect(widgetForm(widget)).toBeAttached();
    await expect(widget.locator('select').first().locator('option')).not.toHaveCount(1);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await widget.boundingBox())?.y).toBeGreaterThan(page.viewportSize()?.height ?? 0);
  });

  test('moving the element keeps what the visitor entered', async ({ page, partnerOrigin }) => {
    await page.goto(`${partnerOrigin}/`);
    const first = page.locator('#first');
    await expect(widgetForm(first)).toBeVisible();
    await first.getByLabel('Vehicles').selectOption('4');
    await page.evaluate(() => {
      const element = document.getElementById('first');
      if (element) document.querySelector('h1')?.before(element);
    });
    await expect(first.getByLabel('Vehicles')).toHaveValue('4');
    await expect(page.locator('parking-search').first()).toHaveId('first');
  });

  test('the loader snippet, pasted twice, loads the script once and mounts where it was told', async ({
    page,
    partnerOrigin,
  }) => {
    const scriptLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/widget/parking-search.js')) scriptLoads.push(request.url());
    });
    await page.goto(`${partnerOrigin}/loader.html`);
    const widget = page.locator('#slot parking-search');
    await expect(widgetForm(widget)).toBeVisible();
    await expect(widget.getByLabel('Airport', { exact: true })).toHaveValue('stansted');
    expect(await page.locator('parking-search').count()).toBe(1);
    expect(scriptLoads).toEqual([`${e2e.baseURL}/widget/parking-search.js`]);
    expect((await recorded(page)).csp).toEqual([]);
  });

  test('redirect mode: Update sends the top window to our results with q and the partner key', async ({
    page,
    partnerOrigin,
  }) => {
    await page.goto(`${partnerOrigin}/redirect.html`);
    const widget = page.locator('#first');
    await expect(widgetForm(widget)).toBeVisible();
    await expect(widget.getByLabel('Airport', { exact: true })).toHaveValue('luton');
    await widget.getByRole('button', { name: 'Update' }).click();
    const params = new URLSearchParams({ q: encodeSearchParam(futureCriteria()), partner: 'pk_demo_local' });
    await page.waitForURL(`${e2e.baseURL}/search?${params.toString()}`);
  });
});
