import { expect, test, type Page } from '@playwright/test';
import { encodeSearchParam, toDisplayDate } from '@parking/core';
import { futureCriteria, skipCouponPopup } from './site-helpers';
import { type RejectedQRule, rejectedQRules } from '../rejected-q-rules';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

async function expectPrefilled(page: Page, rule: RejectedQRule) {
  const form = page.getByRole('form', { name: /Parking search/ });
  await expect(form.getByRole('alert')).toHaveText(rule.message);
  await expect(form.getByLabel('Airport')).toHaveValue(rule.criteria.airportId);
  await expect(form.getByLabel('Vehicles')).toHaveValue('2');
  await expect(form.getByLabel(rule.emptied, { exact: true })).toHaveValue('');
  const kept = rule.emptied === 'Pick Up' ? 'Drop Off' : 'Pick Up';
  const keptDate = rule.emptied === 'Pick Up' ? rule.criteria.entryDate : rule.criteria.exitDate;
  await expect(form.getByLabel(kept, { exact: true })).toHaveValue(toDisplayDate(keptDate));
}

for (const rule of rejectedQRules(futureCriteria())) {
  test(`/search?q= with ${rule.name}: the form names the rule and keeps what passed`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto(`/search?q=${encodeURIComponent(encodeSearchParam(rule.criteria))}`);
    await expectPrefilled(page, rule);
    expect(warnings.some((w) => w.includes('Bad search param'))).toBe(true);
  });

  test(`/?q= with ${rule.name}: the home form names the rule and keeps what passed`, async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent(encodeSearchParam(rule.criteria))}`);
    await expectPrefilled(page, rule);
  });
}

test('/search?q= below 952 px: the form in the page (none in the header) names the rule', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  const [rule] = rejectedQRules(futureCriteria());
  if (!rule) throw new Error('no rule');
  await page.goto(`/search?q=${encodeURIComponent(encodeSearchParam(rule.criteria))}`);
  await expect(page.locator('header.site-header form')).toHaveCount(0);
  await expectPrefilled(page, rule);
});
