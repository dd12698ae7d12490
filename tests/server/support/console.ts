import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { ConsoleAccess, OrganizationKind } from '@parking/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../../../packages/server/src/db/client';
import {
  authSessions,
  organizationMembers,
  organizations,
  passkeys,
  users,
} from '../../../packages/server/src/db/schema/index';
import { type TestApp, createTestApp } from './test-app';

/**
 * A route as the app registered it: method, full URL, its console access if it declared one, the media
 * types its body may take when it names them (`schema.consumes`, e.g. multipart uploads) and its own
 * log level when it sets one.
 */
export type CollectedRoute = {
  method: string;
  url: string;
  console: ConsoleAccess | undefined;
  consumes?: string[];
  logLevel?: string;
};

/**
 * Builds the test app while collecting every route it registers, through Fastify's documented
 * `fastify.initialization` diagnostics channel: an `onRoute` hook on the root instance before any plugin
 * loads, so no route (in any encapsulated module) escapes it.
 */
export async function createCollectingApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp & { routes: CollectedRoute[] }> {
  const routes: CollectedRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) {
        const config = route.config as { console?: ConsoleAccess } | undefined;
        const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
        routes.push({
          method,
          url: route.url,
          console: config?.console,
          ...(consumes ? { consumes } : {}),
          ...(route.logLevel ? { logLevel: route.logLevel } : {}),
        });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const t = await createTestApp(options);
    return { ...t, routes };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

/** The console routes (under /api/v1/console), HEAD copies left out, and those that declare no access. */
export function walkConsoleRoutes(routes: CollectedRoute[]): { routes: CollectedRoute[]; undeclared: string[] } {
  const console = routes.filter((r) => r.url.startsWith('/api/v1/console') && r.method !== 'HEAD');
  return { routes: console, undeclared: console.filter((r) => !r.console).map((r) => `${r.method} ${r.url}`) };
}

/** Creates an organisation of a kind. */
export async function seedOrganization(db: Db, id: string, kind: OrganizationKind): Promise<string> {
  await db.insert(organizations).values({ id, name: `Org ${id}`, slug: id, kind, createdAt: new Date() });
  return id;
}

/** Creates a user who is a member of `organizationId` with `role`; returns the user id. */
export async function seedUser(
  db: Db,
  o: { id: string; organizationId?: string; role?: string; passkey?: boolean },
): Promise<string> {
  const now = new Date();
  await db.insert(users).values({
    id: o.id,
    name: `User ${o.id}`,
    email: `${o.id}@tenancy.example`,
    emailVerified: true,
    createdAt: now,
    updatedAt: now,
  });
  if (o.organizationId) await addMembership(db, o.id, o.organizationId, o.role ?? 'owner');
  if (o.passkey) await addPasskey(db, o.id);
  return o.id;
}

/** Adds a user to an organisation with a role. */
export async function addMembership(db: Db, userId: string, organizationId: string, role: string): Promise<void> {
  await db
    .insert(organizationMembers)
    .values({ id: `m-${userId}-${organizationId}`, organizationId, userId, role, createdAt: new Date() });
}

/** Gives a user a passkey row (the ceremony itself is @better-auth/passkey's, tested end to end). */
export async function addPasskey(db: Db, userId: string): Promise<void> {
  await db.insert(passkeys).values({
    id: randomUUID(),
    name: 'Test key',
    publicKey: 'test-public-key',
    userId,
    credentialID: randomUUID(),
    counter: 0,
    deviceType: 'singleDevice',
    backedUp: false,
    createdAt: new Date(),
  });
}

/**
 * How a test session was opened: by passkey (the default, as staff sign in) or by emailed link, and its
 * last passkey assertion (default: when it was opened by passkey, now on the app's clock; null: none).
 */
export type SessionOptions = { openedBy?: 'passkey' | 'link'; verifiedAt?: Date | null };

/** The factor columns of a test session, defaulting to a fresh passkey sign-in at `now`. */
function factorColumns(now: Date, opts: SessionOptions) {
  const openedBy = opts.openedBy ?? 'passkey';
  const passkeyVerifiedAt = opts.verifiedAt !== undefined ? opts.verifiedAt : openedBy === 'passkey' ? now : null;
  return { openedBy, passkeyVerifiedAt };
}

/**
 * Signs a user in as a passkey sign-in would (or, with `{ openedBy: 'link' }`, a magic link): a session
 * through better-auth's own adapter, marked as the sign-in hooks mark it and created at the app clock's
 * now (better-auth lets a session enrol a passkey within a day of that, by the real clock), and the signed
 * session cookie its handler sets (as better-auth's test utilities build it). Returns the Cookie header.
 */
export async function signIn(
  app: FastifyInstance,
  userId: string,
  opts: SessionOptions = {},
): Promise<{ cookie: string; sessionId: string }> {
  const ctx = await app.accounts.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const now = app.ctx.clock();
  await app.ctx.db
    .update(authSessions)
    .set({ ...factorColumns(now, opts), createdAt: now })
    .where(eq(authSessions.id, session.id));
  // better-auth signs the cookie's token with HMAC-SHA256 of its secret, in base64 (better-call's signed cookies).
  const signed = `${session.token}.${createHmac('sha256', ctx.secret).update(session.token).digest('base64')}`;
  return { cookie: `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`, sessionId: session.id };
}

/**
 * A day's session for `userId` written straight to the database (by default a passkey sign-in with a
 * fresh assertion at `opts.now`, the real clock unless given), and the Cookie header that a server whose
 * AUTH_SECRET is `secret` accepts for it: signing in when the server is another process, out of reach of
 * better-auth's adapter.
 */
export async function seedSessionCookie(
  db: Db,
  id: string,
  userId: string,
  secret: string,
  opts: SessionOptions & { now?: Date } = {},
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + 86_400_000);
  await db
    .insert(authSessions)
    .values({ id, token, userId, expiresAt, createdAt: now, updatedAt: now, ...factorColumns(now, opts) });
  const signed = `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
  return `better-auth.session_token=${encodeURIComponent(signed)}`;
}

/** Every table a console route could write, each as a digest of its rows, to show nothing changed. */
const WATCHED = [
  'audit_log',
  'organizations',
  'organization_members',
  'organization_invitations',
  'users',
  'passkeys',
  'providers',
  'partners',
  'bookings',
] as const;

/** A digest of each watched table's rows (not just counts: an UPDATE keeps the count). */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED) {
    const result = await db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d
               from ${table} t`),
    );
    const rows = (result as unknown as { rows: { d: string }[] }).rows;
    out[table] = rows[0]!.d;
  }
  return out;
}
