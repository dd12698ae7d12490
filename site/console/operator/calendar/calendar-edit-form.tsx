import { type CalendarEdit, CalendarEditSchema, poundsToPence } from '@parking/core';
import { type FormCheck, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';

/** What the bulk-edit form holds: dates, weekdays, and text as typed (empty price or capacity: unchanged). */
type CalendarEditValues = {
  from: string;
  to: string;
  weekdays: number[];
  pricePerDay: string;
  capacity: string;
  closed: '' | 'open' | 'closed';
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const idOf = (name: string) => (name === 'weekdays' ? 'cal-edit-weekday-1' : `cal-edit-${name}`);

/** The typed values as the bulk edit core's schema (the server's) checks; a price in pounds becomes pence. */
function checkEdit(carPark: string, v: CalendarEditValues): FormCheck<CalendarEdit> {
  const typed = v.pricePerDay.trim();
  const price = typed === '' ? undefined : poundsToPence(typed);
  const capacity = v.capacity.trim() === '' ? undefined : Number(v.capacity);
  const checked = checkWith(CalendarEditSchema, {
    carPark,
    from: v.from,
    to: v.to,
    weekdays: v.weekdays,
    // A price that is not pounds and pence is its own message; the other fields are still checked.
    ...(price === undefined ? (typed === '' ? {} : { pricePerDay: 1 }) : { pricePerDay: price }),
    ...(capacity === undefined ? {} : { capacity }),
    ...(v.closed === '' ? {} : { closed: v.closed === 'closed' }),
  });
  if (price !== undefined || typed === '') return checked;
  const fields = {
    ...(checked.ok ? {} : checked.fields),
    pricePerDay: 'Enter a price in pounds and whole pence, like 12.50',
  };
  return { ok: false, fields };
}

/** Props of CalendarEditForm. */
export type CalendarEditFormProps = {
  /** The car park the edit applies to. */
  carPark: string;
  /** The range the form opens with (the month shown, from today). */
  initial: { from: string; to: string };
  /** Sends the edit; an `ApiFailure` it throws shows beside its field and in the summary. */
  onSave: (edit: CalendarEdit) => Promise<void>;
};

type EditForm = ReturnType<typeof useEditForm>;
type TextName = 'from' | 'to' | 'pricePerDay' | 'capacity';

/** One typed field of the form (a date, the price, the capacity), with its label and message. */
function InputField(props: {
  form: EditForm;
  name: TextName;
  label: string;
  type?: 'date';
  inputMode?: 'decimal' | 'numeric';
}) {
  const { form, name, label, type, inputMode } = props;
  return (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type={type}
          inputMode={inputMode}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
}

function useEditForm({ carPark, initial, onSave }: CalendarEditFormProps) {
  const empty: CalendarEditValues = {
    ...initial,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    pricePerDay: '',
    capacity: '',
    closed: '',
  };
  const form = useForm<CalendarEditValues, CalendarEdit>({
    initial: empty,
    check: (values) => checkEdit(carPark, values),
    onSubmit: async (edit, values) => {
      await onSave(edit);
      form.reset({ ...values, pricePerDay: '', capacity: '', closed: '' });
    },
    idOf,
  });
  return form;
}

/** The weekday checkboxes, as one group with its legend and message. */
function Weekdays({ form }: { form: EditForm }) {
  const error = form.errors.weekdays;
  const toggle = (n: number, on: boolean) =>
    form.set({ weekdays: on ? [...form.values.weekdays, n].sort() : form.values.weekdays.filter((d) => d !== n) });
  return (
    <fieldset className="cal-weekdays" aria-describedby={error ? 'cal-edit-weekdays-error' : undefined}>
      <legend>On these days</legend>
      {WEEKDAYS.map((w, i) => (
        <label key={w} htmlFor={`cal-edit-weekday-${i + 1}`}>
          <input
            id={`cal-edit-weekday-${i + 1}`}
            type="checkbox"
            checked={form.values.weekdays.includes(i + 1)}
            onChange={(ev) => toggle(i + 1, ev.target.checked)}
          />{' '}
          {w}
        </label>
      ))}
      {error ? (
        <p id="cal-edit-weekdays-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * "Change days": from, to, weekdays, a price in pounds, a capacity and open/close; what is left empty
 * stays as it is. Core's checks run before sending; the server's refusals (a past day, a capacity below
 * the bookings) show beside their field and in the summary.
 */
export function CalendarEditForm(props: CalendarEditFormProps) {
  const form = useEditForm(props);
  return (
    <form className="console-form cal-edit" noValidate onSubmit={form.onSubmit} aria-labelledby="cal-edit-heading">
      <h2 id="cal-edit-heading">Change days</h2>
      <FormSummary form={form} title={(m) => (m ? `Nothing was changed. ${m}` : 'There is a problem')} />
      <div className="cal-edit-dates">
        <InputField form={form} name="from" label="From" type="date" />
        <InputField form={form} name="to" label="To" type="date" />
      </div>
      <Weekdays form={form} />
      <InputField
        form={form}
        name="pricePerDay"
        label="Price per vehicle per day (£), empty to keep"
        inputMode="decimal"
      />
      <InputField form={form} name="capacity" label="Spaces per day, empty to keep" inputMode="numeric" />
      <ConsoleField id={idOf('closed')} label="Open or closed" error={form.errors.closed}>
        {(aria) => (
          <select
            id={idOf('closed')}
            value={form.values.closed}
            {...aria}
            onChange={(ev) => form.set({ closed: ev.target.value as CalendarEditValues['closed'] })}
          >
            <option value="">Keep as it is</option>
            <option value="open">Open for bookings</option>
            <option value="closed">Closed (no new bookings)</option>
          </select>
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
