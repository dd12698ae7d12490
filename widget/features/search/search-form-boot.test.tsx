import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles/index.css';

const { DateTimeFormat, NumberFormat } = Intl;
let made = { date: 0, number: 0 };

// Counts the formatters made, and still makes them: the platform's own, not a stand-in.
function countIntl(): void {
  made = { date: 0, number: 0 };
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      made.date += 1;
    }
  } as typeof DateTimeFormat;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      made.number += 1;
    }
  } as typeof NumberFormat;
}

afterEach(() => {
  Intl.DateTimeFormat = DateTimeFormat;
  Intl.NumberFormat = NumberFormat;
});

// A page's first Intl formatter starts ICU, about 70 ms of a phone's main thread, which the partner page
// must not pay before a calendar opens or a price shows (docs/decisions/0007-widget-calendar.md). The
// widget's modules are imported after the count starts (and in a file of their own), so a formatter made
// at load counts too.
test('loading and rendering an untouched form makes no Intl formatter; opening a calendar does', async () => {
  countIntl();
  const { withFakeApi } = await import('../../testing/render-widget');
  const { SearchForm } = await import('./search-form');
  const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} airportCode="LTN" />);
  await render(element);
  await expect.element(page.getByLabelText('Airport')).toHaveValue('luton');
  expect(made).toEqual({ date: 0, number: 0 });

  await page.getByLabelText('Drop Off', { exact: true }).click();
  await expect.element(page.getByRole('dialog', { name: 'Drop Off calendar' }).getByRole('grid')).toBeVisible();
  expect(made.date).toBeGreaterThan(0);
});
