import { type NewOperator, NewOperatorSchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { TextInput } from '../../kit/admin-fields';

type Values = { name: string; ownerEmail: string };
const EMPTY: Values = { name: '', ownerEmail: '' };
const idOf = (name: string) => `operator-${name}`;

/** Props of OperatorForm. */
export type OperatorFormProps = {
  /** Creates the operator and invites its owner; throws an `ApiFailure` the form shows. */
  onCreate: (body: NewOperator) => Promise<{ name: string }>;
};

/** A new operator organisation and the address its owner is invited at (the invitation lasts 7 days). */
export function OperatorForm({ onCreate }: OperatorFormProps) {
  const [created, setCreated] = useState<string>();
  const form = useForm<Values, NewOperator>({
    initial: EMPTY,
    check: (values) => checkWith(NewOperatorSchema, values),
    onSubmit: async (body) => {
      const answer = await onCreate(body);
      setCreated(`${answer.name} created; the owner's invitation is on its way to ${body.ownerEmail}.`);
      form.reset(EMPTY);
    },
    idOf,
  });
  const edit = () => setCreated(undefined);
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="operator-heading">
      <h2 id="operator-heading">New operator</h2>
      <FormSummary form={form} title={(m) => (m ? `The operator was not created. ${m}` : 'There is a problem')} />
      <TextInput form={form} name="name" label="Company name" onEdit={edit} />
      <TextInput form={form} name="ownerEmail" label="Owner's email" type="email" onEdit={edit} />
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Creating…' : 'Create and invite'}
      </button>
      {created && (
        <p role="status" className="notice notice--success">
          {created}
        </p>
      )}
    </form>
  );
}
