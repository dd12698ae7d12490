import { ApiFailure, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { z } from 'zod/mini';
import { asFailure, useConsoleApi } from '../../kit/console-api';
import { addPasskey, ceremonyMessage } from '../../shell/session/passkeys-api';

const PasskeyNameSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Give the passkey a name'), z.maxLength(60, 'Use 60 characters or fewer')),
});
type PasskeyName = z.infer<typeof PasskeyNameSchema>;

const idOf = (name: string) => `passkey-${name}`;

/** Props of {@link AddPasskeyForm}. */
export type AddPasskeyFormProps = {
  /** Called with the name once the passkey is saved. */
  onAdded: (name: string) => void;
};

/** Why adding a passkey failed, in words. */
function addFailure(error: unknown): ApiFailure {
  const ceremony = ceremonyMessage(error);
  if (ceremony) return new ApiFailure('BAD_RESPONSE', ceremony, 0);
  if (error instanceof ApiFailure && (error.status === 401 || error.status === 403))
    return asFailure(error, 'For your security, sign out and sign in again before adding a passkey.');
  return asFailure(error, 'The passkey was not added. Try again.');
}

/** "Name" and "Add a passkey": the browser creates a passkey on this device, saved under that name. */
export function AddPasskeyForm({ onAdded }: AddPasskeyFormProps) {
  const api = useConsoleApi();
  const form = useForm<PasskeyName, PasskeyName>({
    initial: { name: '' },
    check: (values) => checkWith(PasskeyNameSchema, values),
    onSubmit: async ({ name }) => {
      try {
        await addPasskey(api, name);
      } catch (error) {
        throw addFailure(error);
      }
      form.reset({ name: '' });
      onAdded(name);
    },
    idOf,
  });
  const error = form.errors.name;
  return (
    <form className="console-form" onSubmit={form.onSubmit} noValidate>
      <FormSummary form={form} title={(message) => message ?? 'The passkey was not added'} />
      <div className="field">
        <label htmlFor={idOf('name')}>Name of the new passkey</label>
        <p id={`${idOf('name')}-hint`} className="console-hint">
          For example the device it is on: &ldquo;Work laptop&rdquo;.
        </p>
        <input
          id={idOf('name')}
          name="name"
          value={form.values.name}
          onChange={(event) => form.set({ name: event.target.value })}
          onBlur={form.blur('name')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idOf('name')}-hint${error ? ` ${idOf('name')}-error` : ''}`}
          autoComplete="off"
          required
        />
        {error && (
          <p id={`${idOf('name')}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Waiting for your device…' : 'Add a passkey'}
      </button>
    </form>
  );
}
