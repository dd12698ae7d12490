import { type CreateApiKey, CreateApiKeySchema, type CreatedApiKey } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';

const idOf = (name: string) => `api-key-${name}`;

/** Props of CreateKeyForm. */
export type CreateKeyFormProps = {
  /** Creates the key (the server's refusal shows beside the field). */
  create: (name: string) => Promise<CreatedApiKey>;
  /** Called with the new key and its secret. */
  onCreated: (created: CreatedApiKey) => void;
};

/** A name for the new key, checked with core's rule beside the field, then Create key. */
export function CreateKeyForm({ create, onCreated }: CreateKeyFormProps) {
  const form = useForm<CreateApiKey, CreateApiKey>({
    initial: { name: '' },
    check: (values) => checkWith(CreateApiKeySchema, values),
    onSubmit: async ({ name }) => {
      onCreated(await create(name));
      form.set({ name: '' });
    },
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="create-key-heading">
      <h2 id="create-key-heading">Create a key</h2>
      <FormSummary form={form} title={(m) => (m ? `The key was not created. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('name')} label="Key name" error={form.errors.name}>
        {(aria) => (
          <input
            id={idOf('name')}
            type="text"
            autoComplete="off"
            maxLength={60}
            placeholder="Finance export"
            value={form.values.name}
            {...aria}
            onChange={(ev) => form.set({ name: ev.target.value })}
            onBlur={form.blur('name')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Creating…' : 'Create key'}
      </button>
    </form>
  );
}
