import { type DataRequestQuery, DataRequestQuerySchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';

type Values = { email: string };
const idOf = (name: string) => `data-request-${name}`;

/** Props of FindForm. */
export type FindFormProps = {
  /** Looks the email up; throws an `ApiFailure` the form shows. */
  onFind: (email: string) => Promise<void>;
};

/** The traveller's email, checked beside the field. */
export function FindForm({ onFind }: FindFormProps) {
  const form = useForm<Values, DataRequestQuery>({
    initial: { email: '' },
    check: (values) => checkWith(DataRequestQuerySchema, values),
    onSubmit: async ({ email }) => onFind(email),
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="find-heading">
      <h2 id="find-heading">Find a traveller</h2>
      <FormSummary form={form} title={(m) => (m ? `Nothing was found. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('email')} label="The traveller's email address" error={form.errors.email}>
        {(aria) => (
          <input
            id={idOf('email')}
            type="email"
            autoComplete="off"
            value={form.values.email}
            {...aria}
            onChange={(ev) => form.set({ email: ev.target.value })}
            onBlur={form.blur('email')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Finding…' : 'Find'}
      </button>
    </form>
  );
}
