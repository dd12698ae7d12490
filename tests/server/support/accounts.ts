import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../packages/server/src/db/client';
import { asc, eq } from 'drizzle-orm';
import { auditLog, organizationMembers, organizations, users } from '../../../packages/server/src/db/schema/index';

/** Seeds a user who is a member of a new organisation, as the seed and invitations will. */
export async function seedMember(
  db: Db,
  o: { email: string; org: string; kind: 'operator' | 'partner' | 'staff'; role: string },
): Promise<{ userId: string; organizationId: string }> {
  const now = new Date();
  const userId = `u-${o.org}`;
  const organizationId = `o-${o.org}`;
  await db
    .insert(users)
    .values({ id: userId, name: o.org, email: o.email, emailVerified: true, createdAt: now, updatedAt: now });
  await db.insert(organizations).values({ id: organizationId, name: o.org, slug: o.org, kind: o.kind, createdAt: now });
  await db
    .insert(organizationMembers)
    .values({ id: `m-${o.org}`, organizationId, userId, role: o.role, createdAt: now });
  return { userId, organizationId };
}

/** The sign-in link in an outbox message (its text part, quoted-printable decoded). */
export function linkIn(dir: string, file: string): string {
  const raw = readFileSync(join(dir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const match = /Sign in: (\S+)/.exec(raw);
  if (!match) throw new Error(`no sign-in link in ${file}`);
  return match[1]!;
}

/** Requests a sign-in link from the page's own origin. */
export const requestLink = (app: FastifyInstance, email: string, origin: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in/magic-link',
    headers: { origin, 'content-type': 'application/json' },
    payload: { email, callbackURL: '/console' },
  });

/** The `name=value` of a Set-Cookie header, to send back. */
export const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

/** Adds an existing organisation a member with a new user (`key` names both ids). */
export async function addMember(
  db: Db,
  o: { email: string; organizationId: string; role: string; key: string; name?: string },
): Promise<{ userId: string; memberId: string }> {
  const now = new Date();
  const userId = `u-${o.key}`;
  const memberId = `m-${o.key}`;
  await db
    .insert(users)
    .values({ id: userId, name: o.name ?? o.key, email: o.email, emailVerified: true, createdAt: now, updatedAt: now });
  await db
    .insert(organizationMembers)
    .values({ id: memberId, organizationId: o.organizationId, userId, role: o.role, createdAt: now });
  return { userId, memberId };
}

let nextIp = 0;
/** A different client address each call, so sign-in limits per IP do not meet between tests' sign-ins. */
export const freshIp = () => `10.9.${Math.floor(++nextIp / 250)}.${(nextIp % 250) + 1}`;

/** Every Set-Cookie of an answer. */
export const setCookies = (res: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);

/** The session cookie (`name=value`) an answer sets, if any. */
export const sessionCookieOf = (res: { headers: Record<string, unknown> }): string | undefined => {
  const c = setCookies(res).find((s) => s.includes('session_token=') && !/Max-Age=0/i.test(s));
  return c ? cookiePair(c) : undefined;
};

/** The last sign-in link the in-memory mailer sent to `email`. */
export function lastLinkTo(sent: { to: string; text: string }[], email: string): string {
  const message = [...sent].reverse().find((m) => m.to === email && /Sign in: /.test(m.text));
  const match = message && /Sign in: (\S+)/.exec(message.text);
  if (!match) throw new Error('no sign-in link sent');
  return match[1]!;
}

/**
 * Signs in by magic link (the request through better-auth's server API, so that a test signing in
 * often is not held up by the per-address limit, which accounts-limits.test.ts covers; then the email
 * job, then the link opened as a browser would) and returns the session cookie.
 */
export async function signIn(
  t: { app: FastifyInstance; mailer: { sent: { to: string; text: string }[] } },
  email: string,
  origin: string,
  drain: () => Promise<unknown>,
): Promise<string> {
  await t.app.accounts.api.signInMagicLink({
    body: { email, callbackURL: '/console' },
    headers: new Headers({ origin }),
  });
  await drain();
  const link = lastLinkTo(t.mailer.sent, email);
  const opened = await t.app.inject({ method: 'GET', url: link.slice(origin.length) });
  const cookie = sessionCookieOf(opened);
  if (!cookie) throw new Error(`the sign-in link answered ${opened.statusCode} without a session`);
  return cookie;
}

/** A browser's cookies for one site: what answers set, sent back with the next request. */
export function cookieJar(...initial: string[]) {
  const jar = new Map<string, string>();
  const put = (pair: string) => {
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  };
  initial.forEach(put);
  return {
    /** Keeps the cookies an answer set (a cleared one is dropped). */
    take(res: { headers: Record<string, unknown> }) {
      for (const c of setCookies(res)) {
        if (/Max-Age=0/i.test(c)) jar.delete(cookiePair(c).split('=')[0]!);
        else put(cookiePair(c));
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

/** The audit log's entries for an action, oldest first. */
export const auditEntries = (db: Db, action: string) =>
  db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

/** GET, and same-origin JSON POST, with a session cookie, against the app `app()` returns (built in beforeAll). */
export function cookieRequests(app: () => FastifyInstance, origin: string) {
  return {
    get: (url: string, cookie: string) => app().inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, cookie: string, payload: object = {}) =>
      app().inject({
        method: 'POST',
        url,
        headers: { origin, cookie, 'content-type': 'application/json' },
        payload,
      }),
  };
}
