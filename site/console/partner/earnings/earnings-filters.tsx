import { EarningsQuerySchema, type EarningsReport } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import { DayField } from '../../kit/day-field';
import type { EarningsChoice } from './earnings-api';

const idOf = (name: string) => `earnings-${name}`;

/** Props of EarningsFilters. */
export type EarningsFiltersProps = {
  /** The report shown now. */
  choice: EarningsChoice;
  /** The organisation's widget keys (from the last report), for the key choice. */
  keys: EarningsReport['keys'];
  /** Shows other days, another key or the other mode, once checked. */
  onChoose: (choice: EarningsChoice) => void;
};

/** Live or test bookings, as two radio buttons in a labelled group. */
function ModeChoice({ mode, onChange }: { mode: 'live' | 'test'; onChange: (mode: 'live' | 'test') => void }) {
  return (
    <fieldset className="field earnings-mode">
      <legend>Bookings</legend>
      {(['live', 'test'] as const).map((m) => (
        <label key={m}>
          <input type="radio" name="earnings-mode" value={m} checked={mode === m} onChange={() => onChange(m)} />{' '}
          {m === 'live' ? 'Live' : 'Test'}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Which booking days, which key and live or test bookings: checked with core's rule (real dates, `to`
 * on or after `from`, at most 366 days) through the one form mechanism, each message beside its field.
 */
export function EarningsFilters({ choice, keys, onChoose }: EarningsFiltersProps) {
  const form = useForm<EarningsChoice, EarningsChoice>({
    initial: choice,
    check: (values) => {
      const checked = checkWith(EarningsQuerySchema, { ...values, key: values.key || undefined });
      return checked.ok ? { ok: true, value: values } : checked;
    },
    onSubmit: (value) => onChoose(value),
    idOf,
  });
  const shown = keys.filter((k) => k.mode === form.values.mode);
  return (
    <form className="console-filters" noValidate onSubmit={form.onSubmit} aria-label="Which bookings">
      <FormSummary form={form} />
      <DayField form={form} name="from" label="Booked from (day)" idOf={idOf} />
      <DayField form={form} name="to" label="Booked to (day)" idOf={idOf} />
      <ConsoleField id={idOf('key')} label="Key" error={form.errors.key}>
        {(aria) => (
          <select
            id={idOf('key')}
            value={form.values.key}
            {...aria}
            onChange={(ev) => form.set({ key: ev.target.value })}
          >
            <option value="">All keys</option>
            {shown.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <ModeChoice mode={form.values.mode} onChange={(mode) => form.set({ mode, key: '' })} />
      <button type="submit" className="btn btn--primary">
        Show bookings
      </button>
    </form>
  );
}
