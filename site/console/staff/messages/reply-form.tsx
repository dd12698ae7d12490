import { MAX_REPLY_LENGTH, type ReplyMessage, ReplyMessageSchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../kit/console-field';

type Values = { body: string };
const idOf = (name: string) => `reply-${name}`;

/** Props of ReplyForm. */
export type ReplyFormProps = {
  /** Who the email goes to, as the label says it. */
  to: string;
  /** Sends the reply; throws an `ApiFailure` the form shows. */
  onSend: (body: string) => Promise<void>;
};

/** A reply by email to the sender (1 to 5,000 characters), checked beside the field. */
export function ReplyForm({ to, onSend }: ReplyFormProps) {
  const [sent, setSent] = useState(false);
  const form = useForm<Values, ReplyMessage>({
    initial: { body: '' },
    check: (values) => checkWith(ReplyMessageSchema, values),
    onSubmit: async ({ body }) => {
      await onSend(body);
      form.set({ body: '' });
      setSent(true);
    },
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="reply-heading">
      <h3 id="reply-heading">Reply by email</h3>
      <FormSummary form={form} title={(m) => (m ? `The reply was not sent. ${m}` : 'There is a problem')} />
      <ConsoleField
        id={idOf('body')}
        label={`Your reply to ${to} (at most ${MAX_REPLY_LENGTH} characters)`}
        error={form.errors.body}
      >
        {(aria) => (
          <textarea
            id={idOf('body')}
            rows={6}
            value={form.values.body}
            {...aria}
            onChange={(ev) => {
              setSent(false);
              form.set({ body: ev.target.value });
            }}
            onBlur={form.blur('body')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Sending…' : 'Send reply'}
      </button>
      {sent && (
        <p role="status" className="notice notice--success">
          Reply queued: it is emailed to the sender within a minute.
        </p>
      )}
    </form>
  );
}
