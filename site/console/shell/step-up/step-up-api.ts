import { type ApiClientOptions, ApiFailure, apiRequest } from '@parking/client';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { z } from 'zod/mini';

/** The server's request options for the ceremony: passed to the browser as they are. */
const OptionsSchema = z.looseObject({ challenge: z.string() });

/**
 * Confirms it is the signed-in person with one of their passkeys (step-up): the server's challenge for
 * this session (`POST /console/step-up/options`), the browser's ceremony, and the assertion back
 * (`POST /console/step-up`, 204). No new session: the current one counts as confirmed now. A cancelled
 * ceremony throws the browser's error; a refused assertion an ApiFailure.
 */
export async function confirmWithPasskey(api: ApiClientOptions): Promise<void> {
  const options = await apiRequest(api, '/console/step-up/options', { method: 'POST', schema: OptionsSchema });
  const assertion = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  try {
    await apiRequest(api, '/console/step-up', { method: 'POST', body: assertion, schema: z.unknown() });
  } catch (error) {
    // 204 has no body for the client to read: that is the success.
    if (!(error instanceof ApiFailure && error.status === 204)) throw error;
  }
}
