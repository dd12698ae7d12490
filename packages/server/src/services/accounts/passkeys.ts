import { passkey } from '@better-auth/passkey';
import { BRAND_NAME } from '@parking/core';
import type { Env } from '../../env';

/**
 * Passkeys (WebAuthn) for console accounts: the relying party is PUBLIC_URL's host name (a domain; a
 * passkey cannot belong to an IP address), ceremonies are accepted only from PUBLIC_URL's origin.
 * Adding one needs a fresh session (signed in within a day); signing in with one needs nothing else.
 */
export function passkeys(env: Pick<Env, 'PUBLIC_URL'>) {
  const url = new URL(env.PUBLIC_URL);
  return passkey({ rpID: url.hostname, rpName: BRAND_NAME, origin: url.origin });
}
