import { BookingStatusSchema, StaffBookingsQuerySchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import type { BookingFilters } from './bookings-api';
import { type CarParkOption, CarParkPicker } from './car-park-picker';

const idOf = (name: string) => `bookings-${name}`;

/** A choice in a select: its value and what it says. */
type FilterOption = { value: string; label: string };

/** Props of BookingsFilters. */
export type BookingsFiltersProps = {
  /** The search in the URL now. */
  filters: BookingFilters;
  /** Airports, car parks (by name) and partner organisations to choose from (empty while they load). */
  airports: readonly FilterOption[];
  carParks: readonly CarParkOption[];
  partners: readonly FilterOption[];
  /** Applies a checked search (to the URL query). */
  onApply: (filters: BookingFilters) => void;
};

// Empty fields mean "any": left out before the check, so the schema only sees what was set.
const setOnly = (values: BookingFilters) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

const NO_SUCH_CAR_PARK = 'Choose a car park from the list, or leave it empty for any';

/** Whether the car park field is empty or one of the list's (any id while the list has not loaded). */
const namesCarPark = (value: string, carParks: readonly CarParkOption[]) =>
  value === '' || carParks.length === 0 || carParks.some((c) => c.value === value);

/** The form's three kinds of field, each labelled, with its message beside it. */
function fieldsOf(form: FormApi<BookingFilters>) {
  const text = (name: 'q', label: string, hint?: string) => (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type="search"
          autoComplete="off"
          value={form.values[name]}
          {...aria}
          aria-describedby={
            [aria['aria-describedby'], hint && idOf(`${name}-hint`)].filter(Boolean).join(' ') || undefined
          }
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
  const select = (name: 'status' | 'airport' | 'partner', label: string, options: readonly FilterOption[]) => (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <select
          id={idOf(name)}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
        >
          <option value="">Any</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
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
  return { text, select, day };
}

/**
 * The one search box (reference, email, name, phone or registration) and the filters: status, airport,
 * car park, partner and the stay's entry days, checked with core's rule, each message beside its field.
 */
export function BookingsFilters({ filters, airports, carParks, partners, onApply }: BookingsFiltersProps) {
  const form = useForm<BookingFilters, BookingFilters>({
    initial: filters,
    check: (values) => {
      if (!namesCarPark(values.carPark, carParks)) return { ok: false, fields: { carPark: NO_SUCH_CAR_PARK } };
      const checked = checkWith(StaffBookingsQuerySchema, setOnly(values));
      return checked.ok ? { ok: true, value: values } : checked;
    },
    onSubmit: (value) => onApply(value),
    idOf,
  });
  const { text, select, day } = fieldsOf(form);
  const statuses = BookingStatusSchema.options.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }));
  return (
    <form className="console-filters" role="search" noValidate onSubmit={form.onSubmit} aria-label="Find a booking">
      <FormSummary form={form} />
      {text('q', 'Reference, email, name, phone or registration', 'hint')}
      <p id={idOf('q-hint')} className="bookings-hint">
        Whole words only: a surname, a full name, a complete email or phone number.
      </p>
      {select('status', 'Status', statuses)}
      {select('airport', 'Airport', airports)}
      <CarParkPicker
        id={idOf('carPark')}
        options={carParks}
        value={form.values.carPark}
        onChange={(carPark) => form.set({ carPark })}
        onBlur={form.blur('carPark')}
        error={form.errors.carPark}
      />
      {select('partner', 'Partner', partners)}
      {day('from', 'Arriving from (day)')}
      {day('to', 'Arriving to (day)')}
      <button type="submit" className="btn btn--primary">
        Search
      </button>
    </form>
  );
}
