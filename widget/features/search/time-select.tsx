import type { TimeSlot } from '@parking/core';
import { useLayoutEffect, useRef } from 'react';
import { Field, invalidProps } from '../../ui/field';
import { fillSlotOptions, slotsKey } from './slot-options';

/** Props of TimeSelect. */
export type TimeSelectProps = {
  /** id of the select, which its label names. */
  id: string;
  /** Visible label. */
  label: string;
  /** The chosen `HH:mm`, or `''` for none. */
  value: string;
  /** Every slot of the day, in order; a disabled one is shown but cannot be chosen. */
  slots: TimeSlot[];
  /** Called with the `HH:mm` (or `''`) the visitor picked. */
  onChange: (value: string) => void;
  /** Message under the field. */
  error?: string | undefined;
};

/**
 * A 15-minute time dropdown; past or impossible slots stay visible but disabled
 * (docs/product-rules.md#search-rules). A native select: the options are put in from a prepared list
 * (./slot-options.ts) rather than rendered one by one, which halves the search form's first render.
 */
export function TimeSelect({ id, label, value, slots, onChange, error }: TimeSelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  const key = slotsKey(slots);
  // Before paint, and again only when the set of options changes; React keeps `value` in step after.
  useLayoutEffect(() => {
    if (ref.current) fillSlotOptions(ref.current, slots, key, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `slots`; `value` is applied by React
  }, [key]);
  return (
    <Field id={id} label={label} error={error}>
      <select
        ref={ref}
        id={id}
        className="ps-input ps-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
      >
        <option value="">--:--</option>
      </select>
    </Field>
  );
}
