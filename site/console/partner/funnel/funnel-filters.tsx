import { FunnelQuerySchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import { DayField } from '../../kit/day-field';
import type { FunnelChoice } from './use-funnel';

const idOf = (name: string) => `funnel-${name}`;

/** Props of FunnelFilters. */
export type FunnelFiltersProps = {
  /** The view shown now. */
  choice: FunnelChoice;
  /** The keys of the mode shown, to pick one from. */
  keys: readonly { id: string; name: string }[];
  /** Shows another range, key or mode, once checked. */
  onChoose: (choice: FunnelChoice) => void;
};

/** Props of KeySelects. */
type KeySelectsProps = {
  /** The filters' form. */
  form: FormApi<FunnelChoice>;
  /** The keys of the mode shown. */
  keys: readonly { id: string; name: string }[];
  /** The mode shown now: the key list belongs to it, so another mode shows every key of that mode. */
  shownMode: FunnelChoice['mode'];
};

/** The mode (live or test keys) and one key of the mode shown. */
function KeySelects({ form, keys, shownMode }: KeySelectsProps) {
  return (
    <>
      <ConsoleField id={idOf('mode')} label="Keys">
        {(aria) => (
          <select
            id={idOf('mode')}
            value={form.values.mode}
            {...aria}
            onChange={(ev) => form.set({ mode: ev.target.value === 'test' ? 'test' : 'live', key: '' })}
          >
            <option value="live">Live keys</option>
            <option value="test">Test keys</option>
          </select>
        )}
      </ConsoleField>
      <ConsoleField id={idOf('key')} label="Key" error={form.errors.key}>
        {(aria) => (
          <select
            id={idOf('key')}
            value={form.values.key}
            {...aria}
            disabled={form.values.mode !== shownMode}
            onChange={(ev) => form.set({ key: ev.target.value })}
          >
            <option value="">Every {form.values.mode} key</option>
            {keys.map((k) => (
              <option key={k.id} value={k.id}>
                {k.name}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
    </>
  );
}

/**
 * Which days, key and mode: checked with core's rule (real dates, `to` on or after `from`, at most 366
 * days) through the one form mechanism, the message beside the field. Changing the mode shows every key
 * of that mode (a live key is never shown in the test view).
 */
export function FunnelFilters({ choice, keys, onChoose }: FunnelFiltersProps) {
  const form = useForm<FunnelChoice, FunnelChoice>({
    initial: choice,
    check: (values) => {
      const checked = checkWith(FunnelQuerySchema, { ...values, key: values.key || undefined });
      return checked.ok ? { ok: true, value: values } : checked;
    },
    onSubmit: (value) => onChoose(value.mode === choice.mode ? value : { ...value, key: '' }),
    idOf,
  });
  return (
    <form className="console-filters" noValidate onSubmit={form.onSubmit} aria-label="Which days and key">
      <FormSummary form={form} />
      <DayField form={form} name="from" label="From (day)" idOf={idOf} />
      <DayField form={form} name="to" label="To (day)" idOf={idOf} />
      <KeySelects form={form} keys={keys} shownMode={choice.mode} />
      <button type="submit" className="btn btn--primary">
        Show funnel
      </button>
    </form>
  );
}
