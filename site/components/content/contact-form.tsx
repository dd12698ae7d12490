import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiFailure } from '@parking/widget';
import { sendContactMessage } from '../../lib/api';
import { useHydrated } from '../../lib/use-hydrated';
import { type ContactErrors, type ContactFields, validateContact } from './contact-validation';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<keyof ContactFields, string> = {
  name: 'Your name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
};

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The contact form: labelled fields, client validation, then POST /contact with a CSRF token. */
export function ContactForm() {
  const [fields, setFields] = useState(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const hydrated = useHydrated();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(fields);
      setStatus({ kind: 'sent' });
      setFields(EMPTY);
    } catch (err) {
      const apiError = err instanceof ApiFailure ? err : undefined;
      if (apiError) setErrors(apiError.fields as ContactErrors);
      setStatus({ kind: 'failed', message: apiError?.message ?? 'Something went wrong while sending your message.' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="notice notice--success" role="status">
        <p>Thank you. Your message has been sent and we will reply by email within one working day.</p>
        <button type="button" className="btn btn--outline" onClick={() => setStatus({ kind: 'idle' })}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit}>
      {(Object.keys(LABELS) as (keyof ContactFields)[]).map((key) => {
        const id = `contact-${key}`;
        const error = errors[key];
        const common = {
          id,
          name: key,
          value: fields[key],
          // Typing before hydration would not reach the form's state: the fields open with the app.
          disabled: !hydrated,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (ev: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: ev.target.value })),
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
      {status.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          Your message was not sent: {status.message} You can also email or phone us.
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={!hydrated || status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : 'Send message'}
      </button>
    </form>
  );
}
