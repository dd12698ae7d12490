import { type SearchCriteria, encodeSearchParam } from '@parking/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ParkingSearch } from './parking-search';
import { createFakeFetch } from './testing/fake-fetch';
import { criteriaFixture } from './testing/fixtures';
import { FIXED_NOW, defaultRoutes } from './testing/render-widget';
import './styles/index.css';

// London "now" is 2026-12-10 09:20 (FIXED_NOW); the fixture's drop-off is that day at 10:00.
const now = () => FIXED_NOW;
const q = (patch: Partial<SearchCriteria>) => encodeSearchParam({ ...criteriaFixture, noOfVehicles: 2, ...patch });

afterEach(() => vi.restoreAllMocks());

async function renderWith(patch: Partial<SearchCriteria>, mode: 'inline' | 'redirect' = 'inline') {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetcher = createFakeFetch(defaultRoutes);
  await render(<ParkingSearch mode={mode} q={q(patch)} fetcher={fetcher} now={now} />);
  await expect.element(page.getByLabelText('Airport')).toHaveValue('luton');
  return { warn, fetcher };
}

describe('a q that breaks a search rule', () => {
  test('a stay over 45 days: the alert names the rule, the rest is pre-filled, nothing is searched', async () => {
    const { warn, fetcher } = await renderWith({ exitDate: '2027-02-10' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Pick-up must be within 45 days of drop-off');
    await expect.element(page.getByLabelText('Drop Off', { exact: true })).toHaveValue('10-12-2026');
    await expect.element(page.getByLabelText('Drop Off Time')).toHaveValue('10:00');
    await expect.element(page.getByLabelText('Pick Up', { exact: true })).toHaveValue('');
    await expect.element(page.getByLabelText('Vehicles')).toHaveValue('2');
    expect(warn).toHaveBeenCalledWith('Bad search param', expect.stringContaining('45 days'));
    expect(fetcher.calls.filter((c) => c.path === '/search/packages')).toHaveLength(0);
  });

  test('a pick-up before the drop-off: the alert names the rule and the pick-up date is left to choose', async () => {
    await renderWith({ exitDate: '2026-12-05' });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Pick-up must be on or after the drop-off date');
    await expect.element(page.getByLabelText('Drop Off', { exact: true })).toHaveValue('10-12-2026');
    await expect.element(page.getByLabelText('Pick Up', { exact: true })).toHaveValue('');
  });

  test('a drop-off date that has passed: the alert names the rule, the pick-up is kept (redirect mode too)', async () => {
    await renderWith({ entryDate: '2026-12-01' }, 'redirect');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Drop-off date cannot be in the past');
    await expect.element(page.getByLabelText('Drop Off', { exact: true })).toHaveValue('');
    await expect.element(page.getByLabelText('Pick Up', { exact: true })).toHaveValue('17-12-2026');
    await expect.element(page.getByLabelText('Vehicles')).toHaveValue('2');
  });
});
