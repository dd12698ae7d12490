import { BookingStatusSchema, StaffBookingsQuerySchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../shell/members/console-field';
import type { BookingFilters } from './bookings-api';

const idOf = (name: string) => `bookings-${name}`;

/** A choice in a select: its value and what it says. */
type FilterOption = { value: string; label: string };

/** Props of BookingsFilters. */
export type BookingsFiltersProps = {
  /** The search in the URL now. */
  filters: BookingFilters;
  /** Airports and partner organisations to choose from (empty while they load). */
  airports: readonly FilterOption[];
  partners: readonly FilterOption[];
  /** Applies a checked search (to the URL query). */
  onApply: (filters: BookingFilters) => void;
};

// Empty fields mean "any": left out before the check, so the schema only sees what was set.
const setOnly = (values: BookingFilters) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

/** The form's three kinds of field, each labelled, with its message beside it. */
function fieldsOf(form: FormApi<BookingFilters>) {
  const text = (name: 'q' | 'carPark', label: string, hint?: string) => (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type={name === 'q' ? 'search' : 'text'}
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
export function BookingsFilters({ filters, airports, partners, onApply }: BookingsFiltersProps) {
  const form = useForm<BookingFilters, BookingFilters>({
    initial: filters,
    check: (values) => {
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
      {text('carPark', 'Car park id')}
      {select('partner', 'Partner', partners)}
      {day('from', 'Arriving from (day)')}
      {day('to', 'Arriving to (day)')}
      <button type="submit" className="btn btn--primary">
        Search
      </button>
    </form>
  );
}
