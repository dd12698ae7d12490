import { ManageLookupSchema, issuesToFields } from '@parking/core';
import { useId, useState } from 'react';
import { type ApiFailure, lookupBooking, toApiFailure } from '../../api';
import { useWidgetConfig } from '../../config';
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

/**
 * Find a booking by "Booking reference" and "Email" (docs/product-rules.md#amend-and-cancel). The
 * server answers an unknown reference and a wrong email alike, and locks a reference after 5 tries.
 */
export function LookupForm({ onFound, notice }: LookupFormProps) {
  const config = useWidgetConfig();
  const id = useId();
  const [reference, setReference] = useState('');
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const parsed = ManageLookupSchema.safeParse({ reference, email });
    setFailure(undefined);
    if (!parsed.success) return setFields(issuesToFields(parsed.error.issues));
    setFields({});
    setPending(true);
    try {
      onFound((await lookupBooking(config, parsed.data)).token);
    } catch (error) {
      setFailure(toApiFailure(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      className="ps-manage-lookup"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`}>Find your booking</h2>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {failure ? <Alert>{failure.message}</Alert> : null}
      <TextField
        id={`${id}-reference`}
        label="Booking reference"
        hint="It starts with CAP-, as in your confirmation email"
        value={reference}
        onChange={setReference}
        error={fields.reference}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        value={email}
        onChange={setEmail}
        error={fields.email}
        autoComplete="email"
      />
      <Button variant="primary" type="submit" disabled={pending}>
        {pending ? 'Finding your booking…' : 'Find booking'}
      </Button>
    </form>
  );
}
