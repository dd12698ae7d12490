import type { CarParkSettings } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ListingForm } from './listing-form';
import '../../../styles/index.css';

const SETTINGS: CarParkSettings = {
  id: 'cp-luton',
  airport: 'London Luton',
  type: 'park-ride',
  address: 'Eaton Green Road, Luton',
  pricePerDay: 899,
  listing: {
    name: 'Park & Fly Luton',
    description: 'Floodlit and fenced.',
    features: ['CCTV'],
    transferMinutes: 5,
    arrivalInstructions: ['Stop at the barrier'],
    returnInstructions: ['Take the shuttle'],
    phone: '01632 960102',
    bookingsEmail: null,
  },
  photos: [],
};

describe('ListingForm', () => {
  test('sends the listing with one list item a line, blank lines dropped, and an empty email as none', async () => {
    const onSave = vi.fn(async () => SETTINGS);
    const onSaved = vi.fn();
    await render(<ListingForm settings={SETTINGS} onSave={onSave} onSaved={onSaved} />);
    await page.getByLabelText('Features (one a line)').fill(' CCTV \n\nStaffed 24 hours');
    await page.getByLabelText('Transfer to the terminal (minutes)').fill('7');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(onSave).toHaveBeenCalledWith({
      ...SETTINGS.listing,
      features: ['CCTV', 'Staffed 24 hours'],
      transferMinutes: 7,
    });
  });

  test("puts the server's message for one instruction beside its list, and the form's message in the summary", async () => {
    const refused = new ApiFailure('VALIDATION_FAILED', 'Some fields need attention', 400, {
      'arrivalInstructions.0': 'Keep each instruction to 300 characters',
    });
    await render(<ListingForm settings={SETTINGS} onSave={() => Promise.reject(refused)} onSaved={vi.fn()} />);
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect
      .element(page.getByLabelText('Arrival instructions (one step a line)'))
      .toHaveAccessibleDescription('Keep each instruction to 300 characters');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Some fields need attention');
  });

  test('refuses a transfer time that is not a whole number without sending', async () => {
    const onSave = vi.fn(async () => SETTINGS);
    await render(<ListingForm settings={SETTINGS} onSave={onSave} onSaved={vi.fn()} />);
    await page.getByLabelText('Transfer to the terminal (minutes)').fill('');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect
      .element(page.getByLabelText('Transfer to the terminal (minutes)'))
      .toHaveAccessibleDescription('Enter the transfer time in whole minutes');
    expect(onSave).not.toHaveBeenCalled();
  });
});
