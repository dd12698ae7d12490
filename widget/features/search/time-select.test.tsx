import type { TimeSlot } from '@parking/core';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TimeSelect } from './time-select';

const slots = (disabledUntil: number): TimeSlot[] =>
  ['09:00', '09:15', '09:30', '09:45'].map((value, i) => ({ value, disabled: i < disabledUntil }));

const optionsOf = (select: HTMLSelectElement) =>
  Array.from(select.options).map((o) => `${o.value || o.text}${o.disabled ? ' (disabled)' : ''}`);

describe('TimeSelect', () => {
  test('shows the placeholder and every slot, selects the value, and keeps it when the slots change', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <TimeSelect id="t" label="Drop Off Time" value="09:30" slots={slots(1)} onChange={onChange} />,
    );
    const select = page.getByLabelText('Drop Off Time').element() as HTMLSelectElement;
    expect(optionsOf(select)).toEqual(['--:--', '09:00 (disabled)', '09:15', '09:30', '09:45']);
    expect(select.value).toBe('09:30');

    await screen.rerender(
      <TimeSelect id="t" label="Drop Off Time" value="09:30" slots={slots(2)} onChange={onChange} />,
    );
    expect(optionsOf(select)).toEqual(['--:--', '09:00 (disabled)', '09:15 (disabled)', '09:30', '09:45']);
    expect(select.value).toBe('09:30');

    await screen.rerender(<TimeSelect id="t" label="Drop Off Time" value="" slots={slots(2)} onChange={onChange} />);
    expect(select.value).toBe('');
  });

  test('a visitor picks a slot by keyboard and the choice is reported', async () => {
    const onChange = vi.fn();
    await render(<TimeSelect id="t" label="Pick Up Time" value="" slots={slots(0)} onChange={onChange} />);
    await page.getByLabelText('Pick Up Time').selectOptions('09:45');
    expect(onChange).toHaveBeenLastCalledWith('09:45');
    (page.getByLabelText('Pick Up Time').element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
