import { expect, test, type Page } from '@playwright/test';
import { type SearchCriteria, addDays, encodeSearchParam, toDisplayDate } from '@parking/core';
import { futureCriteria, skipCouponPopup } from './site-helpers';

test.beforeEach(async ({ page }) => skipCouponPopup(page));

/** Each rule a shared link can break, the rule's own message (core's schema), and the field it empties. */
function rules(): { name: string; criteria: SearchCriteria; message: string; emptied: 'Drop Off' | 'Pick Up' }[] {
  const c = { ...futureCriteria(), noOfVehicles: 2 };
  return [
    {
      name: 'a stay over 45 days',
      criteria: { ...c, exitDate: addDays(c.entryDate, 50) },
      message: 'Pick-up must be within 45 days of drop-off',
      emptied: 'Pick Up',
    },
    {
      name: 'a pick-up before the drop-off',
      criteria: { ...c, exitDate: addDays(c.entryDate, -3) },
      message: 'Pick-up must be on or after the drop-off date',
      emptied: 'Pick Up',
    },
    {
      name: 'a drop-off date that has passed',
      criteria: { ...c, entryDate: addDays(c.entryDate, -10) },
      message: 'Drop-off date cannot be in the past',
      emptied: 'Drop Off',
    },
  ];
}

async function expectPrefilled(page: Page, rule: ReturnType<typeof rules>[number]) {
  const form = page.getByRole('form', { name: /Parking search/ });
  await expect(form.getByRole('alert')).toHaveText(rule.message);
  await expect(form.getByLabel('Airport')).toHaveValue(rule.criteria.airportId);
  await expect(form.getByLabel('Vehicles')).toHaveValue('2');
  await expect(form.getByLabel(rule.emptied, { exact: true })).toHaveValue('');
  const kept = rule.emptied === 'Pick Up' ? 'Drop Off' : 'Pick Up';
  const keptDate = rule.emptied === 'Pick Up' ? rule.criteria.entryDate : rule.criteria.exitDate;
  await expect(form.getByLabel(kept, { exact: true })).toHaveValue(toDisplayDate(keptDate));
}

for (const rule of rules()) {
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
  const [rule] = rules();
  if (!rule) throw new Error('no rule');
  await page.goto(`/search?q=${encodeURIComponent(encodeSearchParam(rule.criteria))}`);
  await expect(page.locator('header.site-header form')).toHaveCount(0);
  await expectPrefilled(page, rule);
});
