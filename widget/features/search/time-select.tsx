import type { TimeSlot } from '@parking/core';
import { Field, invalidProps } from '../../ui/field';

/** Props of TimeSelect. */
export type TimeSelectProps = {
  id: string;
  label: string;
  value: string;
  slots: TimeSlot[];
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** A 15-minute time dropdown; past or impossible slots stay visible but disabled (docs/product-rules.md#search-rules). */
export function TimeSelect({ id, label, value, slots, onChange, error }: TimeSelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        className="ps-input ps-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
      >
        <option value="">--:--</option>
        {slots.map((slot) => (
          <option key={slot.value} value={slot.value} disabled={slot.disabled}>
            {slot.value}
          </option>
        ))}
      </select>
    </Field>
  );
}
