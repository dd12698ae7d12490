import type { ErrorCode } from '@parking/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, organizationMembers, organizations } from '../../db/schema/index';
import type { Env } from '../../env';

/**
 * The console's second-factor rules (docs/product-rules.md, Console security), in one place: the tenancy
 * hook applies them to our console routes and the staff-factor hooks to better-auth's own endpoints.
 */

/**
 * A staff session with no request for this long is ended; one never used since sign-in counts from its
 * creation. better-auth's 30-day `expiresIn` (SESSION_DAYS) stays the absolute limit.
 */
const STAFF_IDLE_MS = 12 * 60 * 60_000;

/** How long a passkey assertion counts as fresh for a step-up action, unless STAFF_STEP_UP_SECONDS (tests) says less. */
const STEP_UP_SECONDS = 600;

/** The step-up window of this server, in milliseconds. */
export const stepUpWindowMs = (env: Pick<Env, 'STAFF_STEP_UP_SECONDS'>) =>
  (env.STAFF_STEP_UP_SECONDS ?? STEP_UP_SECONDS) * 1000;

/** What a session row says about how it was opened and when its last passkey assertion was. */
export type SessionFactor = {
  /** `passkey` or `link`; null (rows from before migration 0021) counts as `link`. */
  openedBy: 'passkey' | 'link' | null;
  passkeyVerifiedAt: Date | null;
  lastSeenAt: Date | null;
  createdAt: Date;
};

/** A refusal, for the caller to throw in its own error type (ours on console routes, better-auth's on its endpoints). */
export type FactorRefusal = { status: 401 | 403; code: ErrorCode; message: string };

/** The session's factor columns; null when the session is gone. */
export async function sessionFactor(db: Db, sessionId: string): Promise<SessionFactor | null> {
  const [row] = await db
    .select({
      openedBy: authSessions.openedBy,
      passkeyVerifiedAt: authSessions.passkeyVerifiedAt,
      lastSeenAt: authSessions.lastSeenAt,
      createdAt: authSessions.createdAt,
    })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row ?? null;
}

/** The staff organisations the user belongs to. */
export async function staffOrganizations(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizations.kind, 'staff')));
  return rows.map((r) => r.id);
}

/** Whether any of these organisations is a staff organisation. */
export async function anyStaff(db: Db, organizationIds: string[]): Promise<boolean> {
  if (organizationIds.length === 0) return false;
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(inArray(organizations.id, organizationIds), eq(organizations.kind, 'staff')))
    .limit(1);
  return rows.length > 0;
}

/** A staff session idle for 12 hours (from its last request, or its creation without one): it must end. */
export function idleRefusal(s: SessionFactor, now: Date): FactorRefusal | null {
  const since = s.lastSeenAt ?? s.createdAt;
  if (now.getTime() - since.getTime() <= STAFF_IDLE_MS) return null;
  return {
    status: 401,
    code: 'SESSION_EXPIRED',
    message: 'You were signed out after 12 hours without activity. Sign in again',
  };
}

/**
 * The staff gate: an account without a passkey must enrol one; an account with one needs a session its
 * passkey opened (an emailed link alone never opens the staff console).
 */
export function passkeyRefusal(hasPasskey: boolean, s: SessionFactor): FactorRefusal | null {
  if (!hasPasskey)
    return { status: 403, code: 'PASSKEY_REQUIRED', message: 'Add a passkey to your account to use the staff console' };
  if (s.openedBy === 'passkey') return null;
  return {
    status: 403,
    code: 'PASSKEY_SIGN_IN_REQUIRED',
    message: 'Sign in with your passkey: a sign-in link can only add the first passkey to your account',
  };
}

/** Adding or changing a passkey: a link session may enrol only the account's first one. */
export function passkeyChangeRefusal(hasPasskey: boolean, s: SessionFactor): FactorRefusal | null {
  if (!hasPasskey || s.openedBy === 'passkey') return null;
  return {
    status: 403,
    code: 'PASSKEY_SIGN_IN_REQUIRED',
    message: 'Sign in with your passkey to add or change passkeys: a sign-in link can only add the first one',
  };
}

/** Until when the session's last passkey assertion counts for a step-up action; null without one. */
export function stepUpFreshUntil(s: Pick<SessionFactor, 'passkeyVerifiedAt'>, windowMs: number): Date | null {
  return s.passkeyVerifiedAt && new Date(s.passkeyVerifiedAt.getTime() + windowMs);
}

/** A step-up action on a session whose last passkey assertion is missing or older than the window. */
export function stepUpRefusal(s: SessionFactor, now: Date, windowMs: number): FactorRefusal | null {
  const until = stepUpFreshUntil(s, windowMs);
  if (until && now.getTime() <= until.getTime()) return null;
  return {
    status: 403,
    code: 'STEP_UP_REQUIRED',
    message: 'Confirm with your passkey to do this, then try again',
  };
}
