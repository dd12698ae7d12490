import { ReportsQuerySchema } from '@parking/core';
import { FormSummary, checkWith, useForm } from '@parking/widget';
import { ConsoleField } from '../../shell/members/console-field';
import { CarParkSelect } from '../car-park-select';
import type { ReportChoice } from './use-reports';

const idOf = (name: string) => `report-${name}`;

/** Props of ReportFilters. */
export type ReportFiltersProps = {
  /** The organisation's car parks (from the console home). */
  carParks: readonly { id: string; name: string; airport: string }[];
  /** The report shown now. */
  choice: ReportChoice;
  /** Shows another car park or range, once checked. */
  onChoose: (choice: ReportChoice) => void;
};

/**
 * Which car park and which days: checked with core's rule (a real date each, `to` on or after `from`,
 * at most 366 days) through the one form mechanism, the message beside the field.
 */
export function ReportFilters({ carParks, choice, onChoose }: ReportFiltersProps) {
  const form = useForm<ReportChoice, ReportChoice>({
    initial: choice,
    check: (values) => {
      const checked = checkWith(ReportsQuerySchema, values);
      return checked.ok ? { ok: true, value: values } : checked;
    },
    onSubmit: (value) => onChoose(value),
    idOf,
  });
  const day = (name: 'from' | 'to', label: string) => (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type="date"
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
  return (
    <form className="console-filters" noValidate onSubmit={form.onSubmit} aria-label="Which car park and days">
      <div className="ps-root">
        <FormSummary form={form} />
      </div>
      <CarParkSelect
        id={idOf('carPark')}
        carParks={carParks}
        value={form.values.carPark}
        onChange={(carPark) => form.set({ carPark })}
        error={form.errors.carPark}
      />
      {day('from', 'From (day)')}
      {day('to', 'To (day)')}
      <button type="submit" className="btn btn--primary">
        Show report
      </button>
    </form>
  );
}
