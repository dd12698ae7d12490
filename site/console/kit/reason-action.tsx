import { type AdminReason, AdminReasonSchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from './form-summary';
import { useState } from 'react';
import { ConsoleField } from './console-field';

/** Props of ReasonAction. */
export type ReasonActionProps = {
  /** Unique on the page: the ids of the form's controls start with it. */
  id: string;
  /** The button's words, e.g. "Hide review". */
  label: string;
  /** What it acts on, read after the label by screen readers (each row of a table has its own button). */
  about?: string | undefined;
  /** What happens, shown above the reason, e.g. "The review leaves every page and rating." */
  question: string;
  /** Does it with the reason given; throws an `ApiFailure` the form shows. */
  onConfirm: (reason: string) => Promise<void>;
};

/**
 * An action asked first with a reason: the button opens the question and a reason field (checked with
 * core's rule beside it), then "Yes, …" carries it out or Cancel closes it.
 */
export function ReasonAction({ id, label, about, question, onConfirm }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  const idOf = (name: string) => `${id}-${name}`;
  const form = useForm<{ reason: string }, AdminReason>({
    initial: { reason: '' },
    check: (values) => checkWith(AdminReasonSchema, values),
    onSubmit: async ({ reason }) => {
      await onConfirm(reason);
      setOpen(false);
    },
    idOf,
  });
  if (!open)
    return (
      <button type="button" className="btn btn--outline" onClick={() => setOpen(true)}>
        {label}
        {about && <span className="visually-hidden"> {about}</span>}
      </button>
    );
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-label={about ? `${label} ${about}` : label}>
      <p id={idOf('question')}>{question}</p>
      <FormSummary form={form} title={(m) => (m ? `Not done. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('reason')} label="Reason" error={form.errors.reason}>
        {(aria) => (
          <input
            id={idOf('reason')}
            type="text"
            autoComplete="off"
            // The question replaced the button that had the focus: the reason takes it.
            autoFocus
            value={form.values.reason}
            {...aria}
            onChange={(ev) => form.set({ reason: ev.target.value })}
            onBlur={form.blur('reason')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Working…' : `Yes, ${label.toLowerCase()}`}
      </button>{' '}
      <button type="button" className="btn btn--outline" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
