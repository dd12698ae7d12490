import { type SearchCriteria, addDays, encodeSearchParam, toDisplayDate } from '../../../packages/core/src/index.ts';
import { expect, futureCriteria, test, widgetForm } from './fixtures';

/** Each rule a partner's `q` can break, the rule's own message (core's schema), and the field it empties. */
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

for (const mode of ['inline', 'redirect'] as const) {
  for (const rule of rules()) {
    test(`${mode} widget with ${rule.name} in q: the alert names the rule, the valid fields are pre-filled`, async ({
      page,
      partnerOrigin,
    }) => {
      // The partner's own page, its first widget given this q before the widget script runs (a page served
      // by page.route would count as a public address and be refused the loopback widget script).
      const q = encodeSearchParam(rule.criteria);
      await page.addInitScript((value) => {
        new MutationObserver((_, observer) => {
          const first = document.getElementById('first');
          if (!first) return;
          first.setAttribute('q', value);
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, q);
      const searches: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/search/packages')) searches.push(r.url());
      });
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(`${partnerOrigin}/${mode === 'inline' ? 'book' : 'redirect'}.html`);
      const form = widgetForm(page.locator('#first'));
      await expect(form.getByRole('alert')).toHaveText(rule.message);
      await expect(form.getByLabel('Airport')).toHaveValue('luton');
      await expect(form.getByLabel('Vehicles')).toHaveValue('2');
      await expect(form.getByLabel(rule.emptied, { exact: true })).toHaveValue('');
      const kept = rule.emptied === 'Pick Up' ? 'Drop Off' : 'Pick Up';
      const keptDate = rule.emptied === 'Pick Up' ? rule.criteria.entryDate : rule.criteria.exitDate;
      await expect(form.getByLabel(kept, { exact: true })).toHaveValue(toDisplayDate(keptDate));
      // No search ran for a q the rules refuse (it would have started at mount, before the alert showed).
      expect(searches).toEqual([]);
      expect(warnings.some((w) => w.includes('Bad search param'))).toBe(true);
    });
  }
}
