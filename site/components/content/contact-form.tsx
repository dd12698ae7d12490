import { type ContactMessage, type ContactMessageInput, ContactMessageSchema } from '@parking/core';
import { type FormApi, checkWith, useForm } from '@parking/client';
import { FormSummary } from '@parking/widget';
import { useState } from 'react';
import { sendContactMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<keyof ContactMessageInput, string> = {
  name: 'Your name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};
const idOf = (name: string) => `contact-${name}`;

/** The summary's title: a failed send says so and offers the other ways to reach us. */
const summaryTitle = (message: string | undefined) =>
  message ? `Your message was not sent: ${message} You can also email or phone us.` : 'There is a problem';

type ContactFieldProps = {
  /** The message field this control edits. */
  name: keyof ContactMessageInput;
  /** The contact form's state: values, shown errors, change and blur handlers. */
  form: FormApi<ContactMessageInput>;
  /** True until hydration: typing earlier would not reach the form's state. */
  disabled: boolean;
};

/** One labelled field of the contact form, its error tied to it with aria-describedby. */
function ContactField({ name, form, disabled }: ContactFieldProps) {
  const id = idOf(name);
  const error = form.errors[name];
  const common = {
    id,
    name,
    value: form.values[name],
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (ev: { target: { value: string } }) => form.set({ [name]: ev.target.value }),
    onBlur: form.blur(name),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{LABELS[name]}</label>
      {name === 'message' ? (
        <textarea {...common} rows={6} required />
      ) : (
        <input
          {...common}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : 'off'}
          required
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form: labelled fields checked with core's ContactMessageSchema (the server's), then
 * POST /contact with a CSRF token; the server's field messages land on their fields.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const hydrated = useHydrated();
  const form = useForm<ContactMessageInput, ContactMessage>({
    initial: EMPTY,
    check: (values) => checkWith(ContactMessageSchema, values),
    onSubmit: async (message) => {
      await sendContactMessage(message);
      form.reset(EMPTY);
      setSent(true);
    },
    idOf,
  });

  if (sent) {
    return (
      <div className="notice notice--success" role="status">
        <p>Thank you. Your message has been sent and we will reply by email within one working day.</p>
        <button type="button" className="btn btn--outline" onClick={() => setSent(false)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className="contact-form" noValidate onSubmit={form.onSubmit}>
      <div className="ps-root">
        <FormSummary form={form} title={summaryTitle} />
      </div>
      {/* Typing before hydration would not reach the form's state: the fields open with the app. */}
      {(Object.keys(LABELS) as (keyof ContactMessageInput)[]).map((key) => (
        <ContactField key={key} name={key} form={form} disabled={!hydrated} />
      ))}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || form.pending}>
        {form.pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
