import axe from 'axe-core';
import type { HandoverList } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { HandoverForm } from './handover-form';
import '../../../styles/index.css';

const LIST: HandoverList = {
  booking: {
    reference: 'CAP-7QK2M9',
    name: 'Ada Lovelace',
    carPark: 'Swift Meet & Greet Luton',
    entry: { date: '2026-12-01', time: '06:30' },
    exit: { date: '2026-12-04', time: '18:00' },
    vehicles: [{ registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' }],
  },
  handovers: [],
};

/** A picked file of `bytes` bytes and a declared type (the browser's, from the name). */
const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

/** Picks files in the photo input, as the browser's file chooser would. */
function pick(files: File[]) {
  const input = page.getByLabelText('Photos (up to 8, 5 MB each)').element() as HTMLInputElement;
  const list = new DataTransfer();
  for (const f of files) list.items.add(f);
  input.files = list.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('HandoverForm', () => {
  test('a bad mileage is refused before sending: summary focused, message beside the field; axe passes', async () => {
    const onRecord = vi.fn();
    const screen = await render(<HandoverForm list={LIST} onRecord={onRecord} onRecorded={vi.fn()} />);
    await page.getByLabelText('Mileage').fill('12,3a');
    // Enter in a field submits; a click would be lost when the field's message, shown on blur, moves the button.
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Mileage is a whole number of miles' })).toBeVisible();
    await expect.element(page.getByLabelText('Mileage')).toHaveAttribute('aria-invalid', 'true');
    expect(onRecord).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('photos over the limits are named beside the field as soon as they are picked', async () => {
    await render(<HandoverForm list={LIST} onRecord={vi.fn()} onRecorded={vi.fn()} />);
    pick([file('notes.pdf', 'application/pdf')]);
    await expect.element(page.getByText('Photos must be JPEG, PNG or WebP images')).toBeVisible();
    pick([file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)]);
    await expect.element(page.getByText('A photo may be at most 5 MB')).toBeVisible();
    pick(Array.from({ length: 9 }, (_, i) => file(`car-${i}.jpg`, 'image/jpeg')));
    await expect.element(page.getByText('Add at most 8 photos')).toBeVisible();
    pick([file('car.jpg', 'image/jpeg')]);
    await expect.element(page.getByRole('img', { name: 'Photo 1 to upload: car.jpg' })).toBeInTheDocument();
    expect(page.getByText('Add at most 8 photos').query()).toBeNull();
  });

  test('sends the fields and photos as multipart, the time as a UTC instant; a server refusal shows beside its field', async () => {
    const onRecord = vi.fn(async (_body: FormData) => {
      throw new ApiFailure('VALIDATION_FAILED', 'Some fields need attention', 400, {
        at: 'The time is in the future',
      });
    });
    await render(<HandoverForm list={LIST} onRecord={onRecord} onRecorded={vi.fn()} />);
    await page.getByLabelText('Date and time (UK)').fill('2026-07-01T06:42');
    await page.getByLabelText('Mileage').fill('12345');
    await userEvent.selectOptions(page.getByLabelText('Fuel'), 'half');
    pick([file('car.jpg', 'image/jpeg')]);
    (page.getByLabelText('Bay').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('The time is in the future').first()).toBeVisible();
    const body = onRecord.mock.calls[0]![0];
    expect(Object.fromEntries([...body.entries()].filter(([k]) => k !== 'photos'))).toEqual({
      kind: 'check-in',
      registration: 'AB12 CDE',
      at: '2026-07-01T05:42:00.000Z',
      mileage: '12345',
      fuel: 'half',
    });
    expect((body.getAll('photos') as File[]).map((f) => f.name)).toEqual(['car.jpg']);
    await expect.element(page.getByLabelText('Date and time (UK)')).toHaveAttribute('aria-invalid', 'true');
  });
});
