import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';

/**
 * better-auth's endpoints the console shell calls (under /api/v1/auth, helper module `auth`), through the
 * one API client. Their answers are better-auth's own shapes: only the fields the console shows are read.
 */

/** Answers the console does not read: only their success matters. */
const Done = z.unknown();

/** Only a path under /console is a place to come back to after signing in (no open redirect). */
export function safeNext(next: string | null | undefined): string {
  return next && (next === '/console' || next.startsWith('/console/')) && !next.startsWith('//') ? next : '/console';
}

/**
 * Asks for a sign-in link for `email`. The answer is the same whether or not the address has an
 * account; the link brings the person to `next`, or back to the sign-in page with `?error=` if it fails.
 */
export async function requestSignInLink(api: ApiClientOptions, email: string, next: string): Promise<void> {
  const errorCallbackURL = `/console/sign-in?next=${encodeURIComponent(next)}`;
  await apiRequest(api, '/auth/sign-in/magic-link', {
    method: 'POST',
    body: { email, callbackURL: next, errorCallbackURL },
    schema: Done,
  });
}

/** Ends this browser's session. */
export async function signOut(api: ApiClientOptions): Promise<void> {
  await apiRequest(api, '/auth/sign-out', { method: 'POST', body: {}, schema: Done });
}

/** Ends every session of the signed-in person, this one included ("Sign out everywhere"). */
export async function signOutEverywhere(api: ApiClientOptions): Promise<void> {
  await apiRequest(api, '/auth/revoke-sessions', { method: 'POST', body: {}, schema: Done });
}

/** Makes `organizationId` the session's active organisation (the switcher). */
export async function setActiveOrganization(api: ApiClientOptions, organizationId: string): Promise<void> {
  await apiRequest(api, '/auth/organization/set-active', { method: 'POST', body: { organizationId }, schema: Done });
}

/** One of the signed-in person's sessions, as the account page lists it. */
const AccountSessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  createdAt: z.string(),
  updatedAt: z.optional(z.nullable(z.string())),
  ipAddress: z.optional(z.nullable(z.string())),
  userAgent: z.optional(z.nullable(z.string())),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** Cache key: the signed-in person's sessions. */
export const SESSIONS_KEY = '/auth/list-sessions';
/** Cache key: this browser's session. */
export const CURRENT_SESSION_KEY = '/auth/get-session';

/** Every session of the signed-in person. */
export const listSessions = (api: ApiClientOptions) =>
  apiRequest(api, SESSIONS_KEY, { schema: z.array(AccountSessionSchema) });

/** The id of this browser's session (null when signed out). */
export async function currentSessionId(api: ApiClientOptions): Promise<string | null> {
  const answer = await apiRequest(api, CURRENT_SESSION_KEY, {
    schema: z.nullable(z.object({ session: z.object({ id: z.string() }) })),
  });
  return answer?.session.id ?? null;
}

/** Ends one session (another device's, or this one). */
export async function revokeSession(api: ApiClientOptions, token: string): Promise<void> {
  await apiRequest(api, '/auth/revoke-session', { method: 'POST', body: { token }, schema: Done });
}

/**
 * After signing out (here or everywhere): a fresh load of the sign-in page, so nothing the console read
 * for the person stays in memory, and no signed-in screen reacts to the ended session on the way.
 */
export function openSignInAfterSignOut(): void {
  window.location.assign('/console/sign-in');
}
