import { MAX_NOTE_LENGTH, type StaffNote, StaffNoteSchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../kit/console-field';

type Values = { body: string };
const idOf = (name: string) => `note-${name}`;

/** Props of NoteForm. */
export type NoteFormProps = {
  /** Saves the note; throws an `ApiFailure` the form shows. */
  onSave: (body: string) => Promise<void>;
};

/** An internal note (never shown to the traveller), 1 to 2,000 characters, checked beside the field. */
export function NoteForm({ onSave }: NoteFormProps) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, StaffNote>({
    initial: { body: '' },
    check: (values) => checkWith(StaffNoteSchema, values),
    onSubmit: async ({ body }) => {
      await onSave(body);
      form.set({ body: '' });
      setSaved(true);
    },
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="note-heading">
      <h3 id="note-heading">Add a note</h3>
      <FormSummary form={form} title={(m) => (m ? `The note was not saved. ${m}` : 'There is a problem')} />
      <ConsoleField
        id={idOf('body')}
        label={`Note for staff (at most ${MAX_NOTE_LENGTH} characters)`}
        error={form.errors.body}
      >
        {(aria) => (
          <textarea
            id={idOf('body')}
            rows={3}
            value={form.values.body}
            {...aria}
            onChange={(ev) => {
              setSaved(false);
              form.set({ body: ev.target.value });
            }}
            onBlur={form.blur('body')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Add note'}
      </button>
      {saved && (
        <p role="status" className="notice notice--success">
          Note added to the timeline.
        </p>
      )}
    </form>
  );
}
