import { randomUUID } from 'node:crypto';
import type { StepUpAssertion, StepUpOptions } from '@parking/core';
import {
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { and, eq, like, lt } from 'drizzle-orm';
import { authSessions, authVerifications, passkeys } from '../../../../db/schema/index';
import { AppError } from '../../../../errors';
import type { ConsoleUser } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';

/** A step-up challenge is answered within this long, once. */
const CHALLENGE_MS = 5 * 60_000;

/** Our rows in better-auth's verification table: one per challenge, bound to the session that asked. */
const PREFIX = 'step-up:';
const identifierOf = (sessionId: string, challenge: string) => `${PREFIX}${sessionId}:${challenge}`;

const transportsOf = (stored: string | null) =>
  (stored ?? '').split(',').filter(Boolean) as AuthenticatorTransportFuture[];

/** The relying party: PUBLIC_URL's host name and origin, as for the passkey sign-in (services/accounts/passkeys.ts). */
const relyingParty = (ctx: ServiceContext) => {
  const url = new URL(ctx.env.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin };
};

const refused = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);

/**
 * WebAuthn request options for the signed-in user's own passkeys, the challenge kept for 5 minutes bound
 * to this session (expired ones of every session are cleared on the way). 403 PASSKEY_REQUIRED without a passkey.
 */
export async function stepUpOptions(ctx: ServiceContext, user: ConsoleUser): Promise<StepUpOptions> {
  const keys = await ctx.db
    .select({ id: passkeys.credentialID, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.userId));
  if (keys.length === 0) throw new AppError(403, 'PASSKEY_REQUIRED', 'Add a passkey to your account first');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    userVerification: 'preferred',
    allowCredentials: keys.map((k) => ({ id: k.id, transports: transportsOf(k.transports) })),
  });
  const now = ctx.clock();
  await ctx.db
    .delete(authVerifications)
    .where(and(like(authVerifications.identifier, `${PREFIX}%`), lt(authVerifications.expiresAt, now)));
  await ctx.db.insert(authVerifications).values({
    id: randomUUID(),
    identifier: identifierOf(user.sessionId, options.challenge),
    value: user.userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
    createdAt: now,
    updatedAt: now,
  });
  return { ...options, allowCredentials: options.allowCredentials?.map((c) => ({ ...c, type: 'public-key' })) };
}

/** The challenge the browser signed, read from the assertion's client data; 400 when it cannot be read. */
function challengeOf(assertion: StepUpAssertion): string {
  try {
    const data = JSON.parse(Buffer.from(assertion.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge !== '') return data.challenge;
  } catch {
    // Refused below, as a confirmation that does not answer any challenge.
  }
  throw refused('This passkey confirmation is unreadable: ask your passkey again');
}

/**
 * Takes the challenge the assertion answers, once: the row is deleted as it is read, so a replayed
 * assertion (or one for another session's challenge) finds nothing. 400 when gone or run out.
 */
async function consumeChallenge(ctx: ServiceContext, user: ConsoleUser, challenge: string): Promise<void> {
  const [row] = await ctx.db
    .delete(authVerifications)
    .where(eq(authVerifications.identifier, identifierOf(user.sessionId, challenge)))
    .returning({ userId: authVerifications.value, expiresAt: authVerifications.expiresAt });
  if (!row || row.userId !== user.userId)
    throw refused('This passkey confirmation was already used or was not asked for here: ask your passkey again');
  if (row.expiresAt.getTime() < ctx.clock().getTime())
    throw refused('This passkey confirmation took more than 5 minutes: ask your passkey again');
}

/**
 * Verifies a step-up assertion (`@simplewebauthn/server`) against this session's challenge with one of
 * the user's own passkeys, then records it: the passkey's signature counter and the session's
 * `passkey_verified_at`. Every refusal is a 400 that changes nothing but using up the challenge.
 */
export async function stepUp(ctx: ServiceContext, user: ConsoleUser, assertion: StepUpAssertion): Promise<void> {
  const challenge = challengeOf(assertion);
  await consumeChallenge(ctx, user, challenge);
  const [key] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialID, assertion.id), eq(passkeys.userId, user.userId)));
  if (!key) throw refused('This passkey is not one of your account’s: use your own passkey');
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: key.credentialID,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64')),
      counter: key.counter,
      transports: transportsOf(key.transports),
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused('Your passkey could not be verified: ask your passkey again');
  await ctx.db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter })
    .where(eq(passkeys.id, key.id));
  await ctx.db.update(authSessions).set({ passkeyVerifiedAt: ctx.clock() }).where(eq(authSessions.id, user.sessionId));
}
