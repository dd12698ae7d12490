import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { readSearchParam } from '../../lib/search-param';
import { axeViolations } from '../../testing/axe';
import { criteriaFixture } from '../../testing/fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { SearchForm } from './search-form';
import '../../styles/index.css';

const today: SearchCriteria = { ...criteriaFixture, entryDate: '2026-12-10', exitDate: '2026-12-17' };

afterEach(() => vi.restoreAllMocks());

describe('SearchForm', () => {
  test('an empty form shows the inline alert and publishes nothing', async () => {
    const onSearch = vi.fn();
    const { element } = withFakeApi(<SearchForm onSearch={onSearch} />);
    await render(element);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    expect(onSearch).not.toHaveBeenCalled();
  });

  test('labels every field and preselects the airport by code', async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} airportCode="LTN" />);
    const screen = await render(element);
    await expect.element(page.getByLabelText('Airport')).toHaveValue('luton');
    for (const label of ['Drop Off', 'Drop Off Time', 'Pick Up', 'Pick Up Time', 'Vehicles']) {
      await expect.element(page.getByLabelText(label, { exact: true })).toBeInTheDocument();
    }
    await expect.element(page.getByLabelText('Vehicles')).toHaveValue('1');
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('the form landmark is named after the preselected airport, or the label given', async () => {
    const screen = await render(
      <>
        {withFakeApi(<SearchForm onSearch={vi.fn()} airportCode="LTN" />).element}
        {withFakeApi(<SearchForm onSearch={vi.fn()} airportCode="BRS" />).element}
        {withFakeApi(<SearchForm onSearch={vi.fn()} label="Parking for your return trip" />).element}
        {withFakeApi(<SearchForm onSearch={vi.fn()} />).element}
      </>,
    );
    await expect.element(page.getByRole('form', { name: 'Parking search, London Luton' })).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Parking search, Bristol' })).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Parking for your return trip' })).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Parking search', exact: true })).toBeVisible();
    // Distinct names: axe's landmark-unique passes with four forms on the page.
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test("today's past drop-off slots are disabled at the injected now (09:20)", async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} initialCriteria={today} />);
    await render(element);
    const select = page.getByLabelText('Drop Off Time').element() as HTMLSelectElement;
    const option = (v: string) => Array.from(select.options).find((o) => o.value === v);
    expect(option('09:15')?.disabled).toBe(true);
    expect(option('09:30')?.disabled).toBe(false);
    expect(option('00:00')?.disabled).toBe(true);
  });

  test('pick-up is limited to 45 days after drop-off', async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} initialCriteria={today} />);
    await render(element);
    await page.getByRole('button', { name: 'Open Pick Up calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Pick Up calendar' });
    await expect.element(calendar.getByText('Stays can be up to 45 days')).toBeVisible();
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect.element(calendar.getByText('January 2027')).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: / 24 January 2027/ })).toBeEnabled();
    await expect.element(calendar.getByRole('button', { name: / 25 January 2027/ })).toBeDisabled();
    // January holds the last selectable day: there is no later month to go to.
    await expect.element(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  test("the calendar's month arrows sit beside the month title, never over it", async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} initialCriteria={today} />);
    await render(element);
    await page.getByRole('button', { name: 'Open Drop Off calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Drop Off calendar' });
    const box = (el: Element) => el.getBoundingClientRect();
    const title = box(calendar.getByText('December 2026').element());
    const next = box(calendar.getByRole('button', { name: 'Next month' }).element());
    const previous = box(calendar.getByRole('button', { name: 'Previous month' }).element());
    expect(next.left).toBeGreaterThanOrEqual(title.right);
    expect(previous.right).toBeLessThanOrEqual(title.left);
    // The popover opens under its field (CSS anchor positioning).
    const field = box(page.getByLabelText('Drop Off', { exact: true }).element());
    expect(box(calendar.element()).top).toBeGreaterThanOrEqual(field.bottom);
  });

  test('a new drop-off date after the pick-up date clears the pick-up date', async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} initialCriteria={today} />);
    await render(element);
    await expect.element(page.getByLabelText('Pick Up', { exact: true })).toHaveValue('17-12-2026');
    await page.getByRole('button', { name: 'Open Drop Off calendar' }).click();
    await page.getByRole('button', { name: / 20 December 2026/ }).click();
    await expect.element(page.getByLabelText('Drop Off', { exact: true })).toHaveValue('20-12-2026');
    await expect.element(page.getByLabelText('Pick Up', { exact: true })).toHaveValue('');
  });

  test('a past time today gives a per-field message, not the alert', async () => {
    const onSearch = vi.fn();
    const { element } = withFakeApi(
      <SearchForm onSearch={onSearch} initialCriteria={{ ...today, entryTime: '08:00' }} />,
    );
    await render(element);
    await page.getByRole('button', { name: 'Update' }).click();
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'That drop-off time has already passed' })).toBeVisible();
    await expect.element(page.getByLabelText('Drop Off Time')).toHaveAttribute('aria-invalid', 'true');
    expect(onSearch).not.toHaveBeenCalled();
  });

  test('keyboard only: Enter on an empty form shows the summary and moves the focus to it', async () => {
    const onSearch = vi.fn();
    const { element } = withFakeApi(<SearchForm onSearch={onSearch} />);
    const screen = await render(element);
    // The fields are selects and date buttons (Enter does not submit from them): Enter on Update.
    (page.getByRole('button', { name: 'Update' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('Please fill all the fields');
    await expect.element(summary).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('Update publishes valid criteria without calling the API', async () => {
    const onSearch = vi.fn();
    const { element, fetcher } = withFakeApi(<SearchForm onSearch={onSearch} initialCriteria={today} />);
    await render(element);
    await expect.element(page.getByLabelText('Airport')).toHaveValue('luton');
    await page.getByLabelText('Vehicles').selectOptions('2');
    await page.getByRole('button', { name: 'Update' }).click();
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith({ ...today, noOfVehicles: 2 }));
    expect(fetcher.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /airports']);
  });

  test('q pre-fills the form and autoSubmit publishes it at once', async () => {
    const onSearch = vi.fn();
    const initial = readSearchParam(encodeSearchParam(today));
    const { element } = withFakeApi(<SearchForm onSearch={onSearch} initialCriteria={initial} autoSubmit />);
    await render(element);
    await expect.element(page.getByLabelText('Drop Off', { exact: true })).toHaveValue('10-12-2026');
    await expect.element(page.getByLabelText('Pick Up Time')).toHaveValue('10:00');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith(today);
  });

  test('a bad q is logged as "Bad search param" and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readSearchParam('%%%not-base64')).toBeUndefined();
    expect(readSearchParam(btoa(JSON.stringify({ airportId: 'luton' })))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toBe('Bad search param');
    expect(readSearchParam(null)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('an airport load failure is logged, reported once, leaves the list empty and offers a retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} onError={onError} />, {
      'GET /airports': (_call, count) =>
        count === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } }
          : {
              status: 200,
              body: {
                data: {
                  items: [{ id: 'bristol', name: 'Bristol', code: 'BRS', city: 'Bristol', country: 'United Kingdom' }],
                  total: 1,
                  page: 1,
                  limit: 100,
                },
              },
            },
    });
    await render(element);
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(error).toHaveBeenCalledWith('Failed to load airports');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'INTERNAL', message: 'Boom', status: 500 });
    const select = page.getByLabelText('Airport').element() as HTMLSelectElement;
    expect(select.options).toHaveLength(1);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.element(page.getByRole('option', { name: 'Bristol (BRS)' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('SearchForm by keyboard', () => {
  test('keyboard only: open the drop-off calendar, move by arrows, choose, focus back on the field; axe passes', async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} />);
    const screen = await render(element);
    const field = page.getByLabelText('Drop Off', { exact: true });
    (page.getByLabelText('Airport').element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const calendar = page.getByRole('dialog', { name: 'Drop Off calendar' });
    await expect.element(calendar).toBeVisible();
    // Today (the earliest day) takes focus when the calendar opens.
    await expect.element(calendar.getByRole('button', { name: /^Thursday,? 10 December 2026$/ })).toHaveFocus();
    expect(await axeViolations(screen.container)).toEqual([]);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(calendar.getByRole('button', { name: / 18 December 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect.element(field).toHaveValue('11-12-2026');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(field).toHaveFocus();
  });

  test('Escape closes the calendar without choosing and puts focus back on the field', async () => {
    const { element } = withFakeApi(<SearchForm onSearch={vi.fn()} initialCriteria={today} />);
    await render(element);
    const field = page.getByLabelText('Pick Up', { exact: true });
    (field.element() as HTMLElement).focus();
    await userEvent.keyboard('[Space]');
    const calendar = page.getByRole('dialog', { name: 'Pick Up calendar' });
    await expect.element(calendar.getByRole('button', { name: / 17 December 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveValue('17-12-2026');
  });
});
