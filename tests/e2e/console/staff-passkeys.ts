import { createHash } from 'node:crypto';
import { type BrowserContext, type Page, expect } from '@playwright/test';
import { type KnownKey, softwareAuthenticator } from '../../server/support/webauthn';
import { e2e } from '../e2e-env';

/**
 * The e2e staff accounts' known passkey: one P-256 key (test-only, for the e2e server on localhost; it
 * opens nothing anywhere else) and, per address, its own credential id. Chromium's virtual authenticator
 * is new in every browser context, so each staff browser is given this credential (`WebAuthn.addCredential`)
 * and the server knows it (registered by {@link registerKnownPasskey} on the account's first sign-in of a run).
 */
const STAFF_KEY =
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgNXILO3jk0EGQdrvPg+q/pj12PDJG7Z27f83vU1aVS42hRANCAARZmHt20IK4hWPooDha4KGF37OU+8SvsW9Fp5URfvWU1YUOFbJ/RJv8G/osYmtFgvvBwlzQUG1v1OQP9OuqG+S6';

const digest = (label: string, email: string) =>
  createHash('sha256').update(`${label}:${email}`).digest().subarray(0, 16);

/** The known key of `email`'s account: the shared key, a credential id of its own. */
const knownKey = (email: string): KnownKey => ({ pkcs8: STAFF_KEY, rawId: digest('credential', email) });

/**
 * A signature counter above any this credential reached before in the run: the virtual authenticator
 * counts up from what it is given, and the server refuses a counter that does not grow (a cloned key).
 * Tenths of a second since 2026 grow between two browsers and fit the 32 bits until 2039.
 */
const counterNow = () => Math.floor((Date.now() - Date.UTC(2026, 0, 1)) / 100);

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that always verifies; its id. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

/** A virtual authenticator in this browser holding `email`'s known passkey (a discoverable one, for localhost). */
export async function addKnownPasskey(context: BrowserContext, page: Page, email: string): Promise<void> {
  const authenticatorId = await addVirtualAuthenticator(context, page);
  const cdp = await context.newCDPSession(page);
  const key = knownKey(email);
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: key.rawId.toString('base64'),
      isResidentCredential: true,
      rpId: new URL(e2e.baseURL).hostname,
      privateKey: key.pkcs8,
      userHandle: digest('user', email).toString('base64'),
      signCount: counterNow(),
    },
  });
}

/**
 * Registers `email`'s known passkey on the account signed in on `page` (by link, before it has any passkey:
 * a link session may enrol the first one), through better-auth's registration as the account page does,
 * with the ceremony's answer made from the known key.
 */
export async function registerKnownPasskey(page: Page, email: string, name: string): Promise<void> {
  const headers = { origin: e2e.baseURL };
  const options = await page.request.get('/api/v1/auth/passkey/generate-register-options', { headers });
  expect(options.status()).toBe(200);
  const key = softwareAuthenticator(e2e.baseURL, knownKey(email));
  const { clientExtensionResults: _unused, ...response } = key.register(await options.json());
  const verified = await page.request.post('/api/v1/auth/passkey/verify-registration', {
    headers,
    data: { response, name },
  });
  expect(verified.status()).toBe(200);
}
