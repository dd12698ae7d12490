import { type ConsoleAccess, type ConsoleRole, type OrganizationKind, roleAtLeast } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { authSessions, organizationMembers, organizations, passkeys } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  type FactorRefusal,
  type SessionFactor,
  idleRefusal,
  passkeyRefusal,
  sessionFactor,
  stepUpRefusal,
  stepUpWindowMs,
} from './staff-factor';

/** The signed-in person on a console route (every route with `config.console`, `'signed-in'` included). */
export type ConsoleUser = { userId: string; name: string; email: string; sessionId: string };

/** The member a console route acts for: the person, and their role in the session's active organisation. */
export type ConsoleMember = ConsoleUser & { organizationId: string; kind: OrganizationKind; role: ConsoleRole };

/** One organisation a user belongs to, with their role in it. */
export type Membership = { organizationId: string; name: string; kind: OrganizationKind; role: ConsoleRole };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this console route (issue 21); every route under /api/v1/console must declare it. */
    console?: ConsoleAccess;
    /**
     * An action that moves money or personal data, or changes staff roles: a staff member (or an operator
     * or partner member who has a passkey) needs a passkey assertion within the step-up window
     * (`POST /api/v1/console/step-up`), else 403 STEP_UP_REQUIRED before the handler runs.
     */
    stepUp?: boolean;
  }
  interface FastifyInstance {
    /** Tenancy's check of a console route's caller (`tenancyPlugin`), as an `onRequest` hook; throws the refusal. */
    admitConsoleCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The console routes registered inside the console plugin (`METHOD url`), which runs the checks. */
    guardedConsoleRoutes: Set<string>;
  }
  interface FastifyRequest {
    /** Set by the tenancy plugin on console routes (`config.console`); null elsewhere. */
    consoleUser: ConsoleUser | null;
    /**
     * The member and active organisation, set by the tenancy plugin on console routes other than
     * `'signed-in'` before any handler runs; handlers scope every query by `member.organizationId`.
     */
    member: ConsoleMember;
  }
}

/** `last_seen_at` is written at most this often per session. */
const SEEN_EVERY_MS = 60_000;

/** Every organisation the user belongs to, oldest membership first. */
export async function membershipsOf(db: Db, userId: string): Promise<Membership[]> {
  const rows = await db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      kind: organizations.kind,
      role: organizationMembers.role,
    })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizations.id));
  return rows.map((r) => ({ ...r, role: r.role as ConsoleRole }));
}

/** Whether the user has enrolled a passkey. */
export async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * The session's active organisation: its `activeOrganizationId` while still a member; with none set,
 * the first membership (then saved on the session). A set organisation the user has left gives null,
 * so a member removed while signed in is refused rather than moved silently to another organisation.
 */
export async function activeMembership(
  db: Db,
  session: { id: string; activeOrganizationId: string | null },
  memberships: Membership[],
): Promise<Membership | null> {
  if (session.activeOrganizationId)
    return memberships.find((m) => m.organizationId === session.activeOrganizationId) ?? null;
  const first = memberships[0];
  if (first)
    await db
      .update(authSessions)
      .set({ activeOrganizationId: first.organizationId })
      .where(eq(authSessions.id, session.id));
  return first ?? null;
}

/** Fastify's headers as Web Headers, for better-auth's server API. */
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Sign in to use the console');

/** The session behind the request's cookie (better-auth), passing on a refreshed cookie; 401 without one. */
async function resolveSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { headers, response } = await app.accounts.api.getSession({
    headers: webHeaders(request),
    returnHeaders: true,
  });
  if (!response) throw unauthenticated();
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return response;
}

const refused = (r: FactorRefusal) => new AppError(r.status, r.code, r.message);

/**
 * Staff sessions end after 12 hours without a console request, or 12 hours after sign-in when there was
 * none (the session row is deleted: 401 SESSION_EXPIRED); every session's `last_seen_at` is kept, at
 * most once a minute. Returns the session's factor columns for the staff gate.
 */
async function touchSession(app: FastifyInstance, sessionId: string, staff: boolean): Promise<SessionFactor> {
  const { db } = app.ctx;
  const now = app.ctx.clock();
  const factor = await sessionFactor(db, sessionId);
  if (!factor) throw unauthenticated();
  const idle = staff ? idleRefusal(factor, now) : null;
  if (idle) {
    await db.delete(authSessions).where(eq(authSessions.id, sessionId));
    throw refused(idle);
  }
  const last = factor.lastSeenAt;
  if (!last || now.getTime() - last.getTime() >= SEEN_EVERY_MS)
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, sessionId));
  return factor;
}

/**
 * The second factor (staff-factor.ts): on a staff route a passkey-opened session of an account with a
 * passkey; on a step-up route a fresh assertion, for staff and for any member who has a passkey.
 */
async function checkFactor(app: FastifyInstance, request: FastifyRequest, m: Membership, factor: SessionFactor) {
  const { db } = app.ctx;
  const userId = request.consoleUser!.userId;
  const stepUp = request.routeOptions.config.stepUp === true;
  if (m.kind !== 'staff' && !stepUp) return;
  const has = await hasPasskey(db, userId);
  const gate = m.kind === 'staff' ? passkeyRefusal(has, factor) : null;
  if (gate) throw refused(gate);
  const late = stepUp && has ? stepUpRefusal(factor, app.ctx.clock(), stepUpWindowMs(app.ctx.env)) : null;
  if (late) throw refused(late);
}

/** The lowest role `access` allows in `kind`; null when every role is allowed. */
export function lowestRole(access: Exclude<ConsoleAccess, 'signed-in'>, kind: OrganizationKind): string | null {
  if (access.role === 'any') return null;
  return typeof access.role === 'string' ? access.role : access.role[kind];
}

/** Refuses a member whose organisation is of another kind (404), or whose role is too low (403). */
function authorise(access: Exclude<ConsoleAccess, 'signed-in'>, m: Membership | null): Membership {
  if (!m || (access.kind !== 'any' && access.kind !== m.kind)) throw new AppError(404, 'NOT_FOUND', 'Not found');
  const lowest = lowestRole(access, m.kind);
  if (lowest && !roleAtLeast(m.kind, m.role, lowest))
    throw new AppError(403, 'FORBIDDEN', `This needs the ${lowest} role or higher`);
  return m;
}

/** Resolves and checks the console caller of a route declaring `config.console`; throws the refusal. */
async function admit(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, access: ConsoleAccess) {
  const { session, user } = await resolveSession(app, request, reply);
  const { db } = app.ctx;
  const memberships = await membershipsOf(db, user.id);
  const staff = memberships.some((m) => m.kind === 'staff');
  const factor = await touchSession(app, session.id, staff);
  request.consoleUser = { userId: user.id, name: user.name, email: user.email, sessionId: session.id };
  if (access === 'signed-in') return;
  const activeOrganizationId = (session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null;
  const m = authorise(access, await activeMembership(db, { id: session.id, activeOrganizationId }, memberships));
  await checkFactor(app, request, m, factor);
  request.member = { ...request.consoleUser, organizationId: m.organizationId, kind: m.kind, role: m.role };
}

/**
 * Tenancy on the server (issue 21): before the handler of any route declaring `config.console`, the
 * session (better-auth), the active organisation and the member's role in it are resolved and checked
 * on every request (so a member removed while signed in is refused at once): 401 UNAUTHENTICATED or
 * SESSION_EXPIRED, 404 NOT_FOUND for another kind or no membership, 403 FORBIDDEN below the lowest
 * role; for staff 403 PASSKEY_REQUIRED without a passkey and PASSKEY_SIGN_IN_REQUIRED on a session no
 * passkey opened; on `config.stepUp` routes 403 STEP_UP_REQUIRED without a fresh passkey assertion.
 * This plugin gives the check (`app.admitConsoleCaller`); the console plugin (modules/console/plugin.ts)
 * runs it at `onRequest` on every console route, after the Origin check, so a refused request is
 * answered before its input is even read.
 */
export const tenancyPlugin = fp(
  async (app) => {
    app.decorateRequest('consoleUser', null);
    app.decorateRequest('member', null as unknown as ConsoleMember);
    app.decorate('admitConsoleCaller', async (request: FastifyRequest, reply: FastifyReply) => {
      const access = request.routeOptions.config.console;
      if (access) await admit(app, request, reply, access);
    });
    // The checks run only inside the console plugin: a route that declares `config.console` but was
    // registered anywhere else would get neither the Origin check nor this one, so it refuses to boot.
    app.decorate('guardedConsoleRoutes', new Set<string>());
    const declared: string[] = [];
    app.addHook('onRoute', (route) => {
      if (route.config?.console !== undefined) declared.push(routeKey(route));
    });
    app.addHook('onReady', async () => {
      const open = declared.filter((key) => !app.guardedConsoleRoutes.has(key));
      if (open.length > 0) throw new Error(`Console routes outside the console plugin: ${open.join(', ')}`);
    });
  },
  { name: 'tenancy', dependencies: ['accounts', 'context'] },
);

/** A route as `METHOD url`, the same whichever plugin's hook sees it. */
export const routeKey = (route: RouteOptions): string => `${[route.method].flat().join(',')} ${route.url}`;
