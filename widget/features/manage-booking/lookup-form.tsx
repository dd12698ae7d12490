import { type ManageLookup, ManageLookupSchema } from '@parking/core';
import { useId } from 'react';
import { lookupBooking } from '../../api';
import { useWidgetConfig } from '../../config';
import { FormSummary, checkWith, useForm } from '../../forms';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

/** Props of LookupForm. */
export type LookupFormProps = {
  /** The booking was found: its manage token. */
  onFound: (token: string) => void;
  /** Why the form is shown again (an expired or altered link), said above it. */
  notice?: string | undefined;
};

type Draft = { reference: string; email: string };

/**
 * Find a booking by "Booking reference" and "Email" (docs/product-rules.md#amend-and-cancel). The
 * server answers an unknown reference and a wrong email alike; after a few failures it asks the client
 * to wait (429, its message says how long), which the summary shows as it does any refusal.
 */
export function LookupForm({ onFound, notice }: LookupFormProps) {
  const config = useWidgetConfig();
  const id = useId();
  const form = useForm<Draft, ManageLookup>({
    initial: { reference: '', email: '' },
    check: (values) => checkWith(ManageLookupSchema, values),
    onSubmit: async (lookup) => onFound((await lookupBooking(config, lookup)).token),
    idOf: (name) => `${id}-${name}`,
  });
  const { values, errors } = form;
  return (
    <form className="ps-manage-lookup" aria-labelledby={`${id}-title`} noValidate onSubmit={form.onSubmit}>
      <h2 id={`${id}-title`}>Find your booking</h2>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      <FormSummary form={form} />
      <TextField
        id={`${id}-reference`}
        label="Booking reference"
        hint="It starts with CAP-, as in your confirmation email"
        value={values.reference}
        onChange={(reference) => form.set({ reference })}
        onBlur={form.blur('reference')}
        error={errors.reference}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={values.email}
        onChange={(email) => form.set({ email })}
        onBlur={form.blur('email')}
        error={errors.email}
        autoComplete="email"
      />
      <Button variant="primary" type="submit" disabled={form.pending}>
        {form.pending ? 'Finding your booking…' : 'Find booking'}
      </Button>
    </form>
  );
}
