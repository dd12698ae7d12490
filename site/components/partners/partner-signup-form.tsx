import { type PartnerSignUp, type PartnerSignUpResult, PartnerSignUpSchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '@parking/widget';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { signUpPartner } from './partner-signup-api';
import { PartnerSnippet } from './partner-snippet';

const EMPTY: PartnerSignUp = { organisationName: '', website: '', name: '', email: '' };

/** Each field's label, input type and autocomplete token. */
const FIELDS: Record<keyof PartnerSignUp, { label: string; type: string; autoComplete: string; hint?: string }> = {
  organisationName: { label: 'Organisation or site name', type: 'text', autoComplete: 'organization' },
  website: { label: 'Website', type: 'url', autoComplete: 'url', hint: 'The https address that will show the widget' },
  name: { label: 'Your name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email address', type: 'email', autoComplete: 'email', hint: 'We send your sign-in link here' },
};
const idOf = (name: string) => `partner-${name}`;

type FieldProps = {
  /** The sign-up field this control edits. */
  name: keyof PartnerSignUp;
  /** The form's state. */
  form: FormApi<PartnerSignUp>;
  /** True until hydration: typing earlier would not reach the form's state. */
  disabled: boolean;
};

/** One labelled field, its hint and its message tied to it with aria-describedby. */
function SignUpField({ name, form, disabled }: FieldProps) {
  const { label, type, autoComplete, hint } = FIELDS[name];
  const id = idOf(name);
  const error = form.errors[name];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form.values[name]}
        disabled={disabled}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(ev) => form.set({ [name]: ev.target.value })}
        onBlur={form.blur(name)}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a new partner sees: its test key, the snippet with it, and where the sign-in link went. */
function SignedUp({ result }: { result: PartnerSignUpResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the focus was in is gone: the answer takes it, so keyboard and screen reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="notice notice--success" role="status">
      <h3 ref={heading} tabIndex={-1}>
        You’re signed up
      </h3>
      <p>
        Your test key is <code>{result.testKey}</code>. Bookings through it are marked TEST and take no money.
      </p>
      <p>Paste this where the widget should appear:</p>
      <PartnerSnippet partnerKey={result.testKey} label="Your embed snippet" />
      <p>We’ve emailed a sign-in link to {result.email}. Sign in to the console to ask for live keys.</p>
      <p>
        If that address already has an account with us, the email asks you to confirm instead: your partner account and
        this key are made when you do.
      </p>
    </div>
  );
}

/**
 * The partner sign-up form: labelled fields checked with core's PartnerSignUpSchema (the server's), then
 * POST /partners/sign-up; the server's field messages land on their fields (docs/decisions/0011).
 */
export function PartnerSignUpForm() {
  const hydrated = useHydrated();
  const [result, setResult] = useState<PartnerSignUpResult>();
  const form = useForm<PartnerSignUp, PartnerSignUp>({
    initial: EMPTY,
    check: (values) => checkWith(PartnerSignUpSchema, values),
    onSubmit: async (value) => setResult(await signUpPartner(value)),
    idOf,
  });
  if (result) return <SignedUp result={result} />;
  return (
    <form className="contact-form" noValidate onSubmit={form.onSubmit} aria-labelledby="partner-signup-heading">
      <div className="ps-root">
        <FormSummary form={form} title={(m) => (m ? `You are not signed up yet: ${m}` : 'There is a problem')} />
      </div>
      {(Object.keys(FIELDS) as (keyof PartnerSignUp)[]).map((name) => (
        <SignUpField key={name} name={name} form={form} disabled={!hydrated} />
      ))}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || form.pending}>
        {form.pending ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
