import { type ApiClientOptions, apiRequest } from '@parking/client';
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  WebAuthnError,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { z } from 'zod/mini';

/**
 * Passkeys through @better-auth/passkey's endpoints (read from its dist: options by GET, the browser's
 * answer by POST, as its own client does) and the browser's WebAuthn ceremony (@simplewebauthn/browser).
 * A cancelled ceremony throws the browser's error, not an ApiFailure.
 */

/** The server's options for a ceremony: passed to the browser as they are. */
const OptionsSchema = z.looseObject({ challenge: z.string() });
const Done = z.unknown();

/** Signs in with a passkey of this device (the browser asks which one). */
export async function signInWithPasskey(api: ApiClientOptions): Promise<void> {
  const options = await apiRequest(api, '/auth/passkey/generate-authenticate-options', { schema: OptionsSchema });
  const answer = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  // better-auth's client leaves the extension results out of the body it verifies.
  const { clientExtensionResults: _unused, ...response } = answer;
  await apiRequest(api, '/auth/passkey/verify-authentication', { method: 'POST', body: { response }, schema: Done });
}

/** Creates a passkey on this device for the signed-in person, under `name`. */
export async function addPasskey(api: ApiClientOptions, name: string): Promise<void> {
  const query = new URLSearchParams({ name });
  const options = await apiRequest(api, `/auth/passkey/generate-register-options?${query}`, { schema: OptionsSchema });
  const answer = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  const { clientExtensionResults: _unused, ...response } = answer;
  await apiRequest(api, '/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, name },
    schema: Done,
  });
}

/** One passkey of the signed-in person. */
const PasskeySchema = z.object({
  id: z.string(),
  name: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  deviceType: z.optional(z.nullable(z.string())),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** Cache key: the signed-in person's passkeys. */
export const PASSKEYS_KEY = '/auth/passkey/list-user-passkeys';

/** The signed-in person's passkeys. */
export const listPasskeys = (api: ApiClientOptions) =>
  apiRequest(api, PASSKEYS_KEY, { schema: z.array(PasskeySchema) });

/** Deletes one of the signed-in person's passkeys. */
export async function deletePasskey(api: ApiClientOptions, id: string): Promise<void> {
  await apiRequest(api, '/auth/passkey/delete-passkey', { method: 'POST', body: { id }, schema: Done });
}

/** Why a passkey ceremony did not finish, when the browser (not the server) stopped it. */
export function ceremonyMessage(error: unknown): string | undefined {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already has a passkey for your account.';
  if (error instanceof WebAuthnError || (error instanceof Error && error.name === 'NotAllowedError'))
    return 'The passkey request was cancelled or timed out. Try again when you are ready.';
  return undefined;
}
