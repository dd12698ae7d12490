import { EmailSchema } from '@parking/core';
import { ApiFailure, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { z } from 'zod/mini';
import { asFailure, useConsoleApi } from '../../kit/console-api';
import { requestSignInLink } from '../session/auth-api';
import { isRateLimited, rateLimitMessage } from './sign-in-messages';

const SignInLinkSchema = z.object({ email: EmailSchema });
type SignInLink = z.infer<typeof SignInLinkSchema>;

const idOf = (name: string) => `sign-in-${name}`;

/** Props of {@link MagicLinkForm}. */
export type MagicLinkFormProps = {
  /** Where the link brings the person once signed in (a /console path). */
  next: string;
  /** Called with the address once the link is asked for (whether or not it has an account). */
  onSent: (email: string) => void;
};

/** "Email address" and "Email me a sign-in link": one labelled field, checked with core's email rule. */
export function MagicLinkForm({ next, onSent }: MagicLinkFormProps) {
  const api = useConsoleApi();
  const form = useForm<SignInLink, SignInLink>({
    initial: { email: '' },
    check: (values) => checkWith(SignInLinkSchema, values),
    onSubmit: async ({ email }) => {
      try {
        await requestSignInLink(api, email, next);
      } catch (error) {
        if (isRateLimited(error)) throw new ApiFailure('RATE_LIMITED', rateLimitMessage(error), 429);
        throw asFailure(error, 'We could not send a sign-in link. Try again in a moment.');
      }
      onSent(email);
    },
    idOf,
  });
  const error = form.errors.email;
  return (
    <form className="console-form" onSubmit={form.onSubmit} noValidate>
      <FormSummary form={form} />
      <div className="field">
        <label htmlFor={idOf('email')}>Email address</label>
        <input
          id={idOf('email')}
          name="email"
          type="email"
          autoComplete="username webauthn"
          value={form.values.email}
          onChange={(event) => form.set({ email: event.target.value })}
          onBlur={form.blur('email')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idOf('email')}-error` : undefined}
          required
        />
        {error && (
          <p id={`${idOf('email')}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Sending…' : 'Email me a sign-in link'}
      </button>
    </form>
  );
}
