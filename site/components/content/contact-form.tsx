import { type ContactMessage, type ContactMessageInput, ContactMessageSchema } from '@parking/core';
import { FormSummary, checkWith, useForm } from '@parking/widget';
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
      {(Object.keys(LABELS) as (keyof ContactMessageInput)[]).map((key) => {
        const id = idOf(key);
        const error = form.errors[key];
        const common = {
          id,
          name: key,
          value: form.values[key],
          // Typing before hydration would not reach the form's state: the fields open with the app.
          disabled: !hydrated,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (ev: { target: { value: string } }) => form.set({ [key]: ev.target.value }),
          onBlur: form.blur(key),
        };
        return (
          <div key={key} className="field">
            <label htmlFor={id}>{LABELS[key]}</label>
            {key === 'message' ? (
              <textarea {...common} rows={6} required />
            ) : (
              <input
                {...common}
                type={key === 'email' ? 'email' : 'text'}
                autoComplete={key === 'name' ? 'name' : key === 'email' ? 'email' : 'off'}
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
      })}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || form.pending}>
        {form.pending ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
