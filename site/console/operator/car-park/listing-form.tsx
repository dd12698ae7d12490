import { type CarParkListing, type CarParkSettings, CarParkListingSchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import { asFailure } from '../../kit/console-api';
import { type ListingValues, fieldOf, toInput, toValues } from './listing-values';

const idOf = (name: string) => `listing-${name}`;

/** Core's check of the form, its messages moved from list items (`features.2`) onto their field. */
function checkListing(values: ListingValues) {
  const checked = checkWith(CarParkListingSchema, toInput(values));
  if (checked.ok) return checked;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(checked.fields)) {
    const name = fieldOf(path);
    if (name) fields[name] ??= message;
  }
  return { ok: false as const, fields };
}

/** Props of ListingForm. */
export type ListingFormProps = {
  /** The car park's settings as saved. */
  settings: CarParkSettings;
  /** Sends the listing; answers the settings as saved. An `ApiFailure` it throws shows in the summary. */
  onSave: (listing: CarParkListing) => Promise<CarParkSettings>;
  /** Called once saved (for the page's live message). */
  onSaved: () => void;
};

type Control = 'input' | 'textarea';

/** One labelled field bound to the form, its message beside it. */
function Field(props: {
  form: FormApi<ListingValues>;
  name: keyof ListingValues;
  label: string;
  as?: Control;
  type?: string;
}) {
  const { form, name, label, as = 'input', type = 'text' } = props;
  const common = {
    id: idOf(name),
    value: form.values[name],
    onBlur: form.blur(name),
  };
  return (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) =>
        as === 'textarea' ? (
          <textarea {...common} {...aria} rows={4} onChange={(ev) => form.set({ [name]: ev.target.value })} />
        ) : (
          <input {...common} {...aria} type={type} onChange={(ev) => form.set({ [name]: ev.target.value })} />
        )
      }
    </ConsoleField>
  );
}

/**
 * The listing travellers see, as owners and managers change it: checked with core's schema (the
 * server's) through the one form mechanism, each message beside its field and in a summary.
 */
export function ListingForm({ settings, onSave, onSaved }: ListingFormProps) {
  const form = useForm<ListingValues, CarParkListing>({
    initial: () => toValues(settings.listing),
    check: checkListing,
    onSubmit: async (listing) => {
      let saved: CarParkSettings;
      try {
        saved = await onSave(listing);
      } catch (error) {
        throw asFailure(error, 'The listing was not saved. Try again.');
      }
      form.reset(toValues(saved.listing));
      onSaved();
    },
    idOf,
    serverField: fieldOf,
  });
  const field = (name: keyof ListingValues, label: string, as?: Control, type?: string) => (
    <Field form={form} name={name} label={label} {...(as ? { as } : {})} {...(type ? { type } : {})} />
  );
  return (
    <form className="console-form listing-form" noValidate onSubmit={form.onSubmit} aria-labelledby="listing-heading">
      <h2 id="listing-heading">Listing</h2>
      <FormSummary form={form} />
      {field('name', 'Car park name')}
      {field('description', 'Description', 'textarea')}
      {field('features', 'Features (one a line)', 'textarea')}
      {field('transferMinutes', 'Transfer to the terminal (minutes)', 'input', 'number')}
      {field('arrivalInstructions', 'Arrival instructions (one step a line)', 'textarea')}
      {field('returnInstructions', 'Return instructions (one step a line)', 'textarea')}
      {field('phone', 'Phone number travellers call', 'input', 'tel')}
      {field('bookingsEmail', 'Bookings email (leave empty to send bookings to the owners)', 'input', 'email')}
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save listing'}
      </button>
    </form>
  );
}
