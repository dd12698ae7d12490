import { ReportsQuerySchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { DayField } from '../../kit/day-field';
import { CarParkSelect } from '../../kit/car-park-select';
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
  return (
    <form className="console-filters" noValidate onSubmit={form.onSubmit} aria-label="Which car park and days">
      <FormSummary form={form} />
      <CarParkSelect
        id={idOf('carPark')}
        carParks={carParks}
        value={form.values.carPark}
        onChange={(carPark) => form.set({ carPark })}
        error={form.errors.carPark}
      />
      <DayField form={form} name="from" label="From (day)" idOf={idOf} />
      <DayField form={form} name="to" label="To (day)" idOf={idOf} />
      <button type="submit" className="btn btn--primary">
        Show report
      </button>
    </form>
  );
}
