import { z } from 'zod/mini';

/**
 * Step-up (docs/product-rules.md, Console security): before an action that moves money or personal data,
 * the console asks the member's passkey again. `POST /api/v1/console/step-up/options` gives the WebAuthn
 * request options (as `@simplewebauthn/browser`'s `startAuthentication` takes them), and
 * `POST /api/v1/console/step-up` takes the assertion it returns.
 */

/** A base64url string of at most `max` characters (WebAuthn's binary fields in JSON). */
const base64url = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .check(
      z.minLength(1, `${what} is required`),
      z.maxLength(max, `${what} is too long`),
      z.regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`),
    );

/** One of the member's passkeys the browser may use. */
const AllowedCredentialSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.string())),
});

/**
 * WebAuthn request options for the member's own passkeys. The challenge is bound to this session, lasts
 * 5 minutes and is accepted once.
 */
export const StepUpOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  /** Milliseconds the browser may wait for the passkey. */
  timeout: z.optional(z.int()),
  allowCredentials: z.optional(z.array(AllowedCredentialSchema)),
  userVerification: z.optional(z.enum(['required', 'preferred', 'discouraged'])),
});
export type StepUpOptions = z.infer<typeof StepUpOptionsSchema>;

/** The passkey's assertion (`AuthenticationResponseJSON`), as `startAuthentication` returns it. */
export const StepUpAssertionSchema = z.object({
  id: base64url(1024, 'The credential id'),
  rawId: base64url(1024, 'The raw credential id'),
  type: z.literal('public-key', { error: "The credential type must be 'public-key'" }),
  response: z.object({
    clientDataJSON: base64url(4096, 'The client data'),
    authenticatorData: base64url(4096, 'The authenticator data'),
    signature: base64url(1024, 'The signature'),
    userHandle: z.optional(base64url(512, 'The user handle')),
  }),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
});
export type StepUpAssertion = z.infer<typeof StepUpAssertionSchema>;
