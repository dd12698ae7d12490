import { encodeSearchParam, toDisplayDate } from '../../../packages/core/src/index.ts';
import { expect, futureCriteria, test, widgetForm } from './fixtures';
import { rejectedQRules } from '../rejected-q-rules';

for (const mode of ['inline', 'redirect'] as const) {
  for (const rule of rejectedQRules(futureCriteria())) {
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
