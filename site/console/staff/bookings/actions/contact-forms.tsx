import {
  RESENDABLE_EMAILS,
  RESENDABLE_EMAIL_WORDS,
  type StaffActionResult,
  StaffContactSchema,
  type StaffContact,
  type StaffResend,
} from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../../kit/console-field';

/** Props of ResendForm. */
export type ResendFormProps = { onResend: (body: StaffResend) => Promise<StaffActionResult>; onClose: () => void };

/**
 * Choose one of the booking's emails (any kind we send the traveller; an email about one event is about
 * the latest of its kind) and send it again; the server refuses one the booking never had.
 */
export function ResendForm({ onResend, onClose }: ResendFormProps) {
  const [done, setDone] = useState<string>();
  const form = useForm<{ email: StaffResend['email'] }, StaffResend>({
    initial: { email: 'confirmation' },
    check: (v) => ({ ok: true, value: v }),
    onSubmit: async (body) => setDone((await onResend(body)).done),
    idOf: (n) => `resend-${n}`,
  });
  return (
    <form className="console-form staff-action" noValidate onSubmit={form.onSubmit} aria-labelledby="resend-heading">
      <h3 id="resend-heading">Send an email again</h3>
      <FormSummary form={form} title={(m) => (m ? `Nothing was sent. ${m}` : 'There is a problem')} />
      <ConsoleField id="resend-email" label="Email" error={form.errors.email}>
        {(aria) => (
          <select
            id="resend-email"
            value={form.values.email}
            {...aria}
            onChange={(e) => form.set({ email: e.target.value as StaffResend['email'] })}
          >
            {RESENDABLE_EMAILS.map((k) => (
              <option key={k} value={k}>
                {RESENDABLE_EMAIL_WORDS[k]}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      {done && (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        Send again
      </button>
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Close
      </button>
    </form>
  );
}

/** Props of ContactForm. */
export type ContactFormProps = { onSave: (body: StaffContact) => Promise<StaffActionResult>; onClose: () => void };

/** The traveller's new email and/or phone (blank keeps the present one). */
export function ContactForm({ onSave, onClose }: ContactFormProps) {
  const [done, setDone] = useState<string>();
  const form = useForm<{ email: string; phone: string }, StaffContact>({
    initial: { email: '', phone: '' },
    check: (v) =>
      checkWith(StaffContactSchema, {
        ...(v.email.trim() ? { email: v.email.trim() } : {}),
        ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      }),
    onSubmit: async (body) => setDone((await onSave(body)).done),
    idOf: (n) => `contact-${n}`,
  });
  return (
    <form className="console-form staff-action" noValidate onSubmit={form.onSubmit} aria-labelledby="contact-heading">
      <h3 id="contact-heading">Change contact details</h3>
      <FormSummary form={form} title={(m) => (m ? `Nothing was changed. ${m}` : 'There is a problem')} />
      {(['email', 'phone'] as const).map((name) => (
        <ConsoleField
          key={name}
          id={`contact-${name}`}
          label={name === 'email' ? 'New email (blank: keep)' : 'New phone (blank: keep)'}
          error={form.errors[name]}
        >
          {(aria) => (
            <input
              id={`contact-${name}`}
              type={name === 'email' ? 'email' : 'tel'}
              value={form.values[name]}
              {...aria}
              onChange={(e) => form.set({ [name]: e.target.value })}
              onBlur={form.blur(name)}
            />
          )}
        </ConsoleField>
      ))}
      {done && (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        Save details
      </button>
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
