import { randomBytes, randomUUID } from 'node:crypto';
import { BRAND_NAME } from '@parking/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink, organization } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import * as schema from '../../db/schema/index';
import { isLocalhost } from '../../deployment';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';
import { accessControl, assertRoleOfKind, roles } from './roles';

/** The header the auth route sets to the client address Fastify trusts (TRUST_PROXY); a client's own is replaced. */
export const CLIENT_IP_HEADER = 'x-parking-client-ip';

/** A sign-in link works once, for this long. */
const LINK_MINUTES = 10;

/** AUTH_SECRET; only on localhost without it, a key the first node writes to the database (as for links). */
async function loadSecret(ctx: ServiceContext): Promise<string> {
  if (ctx.env.AUTH_SECRET) return ctx.env.AUTH_SECRET;
  // env.ts refuses to boot without it outside localhost; this guards a context built some other way.
  if (!isLocalhost(ctx.env)) throw new Error('AUTH_SECRET is required outside localhost');
  const name = 'auth-secret';
  await ctx.db
    .insert(schema.appSecrets)
    .values({ name, value: randomBytes(32).toString('hex'), createdAt: ctx.clock() })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(schema.appSecrets).where(eq(schema.appSecrets.name, name));
  return row!.value;
}

/**
 * Queues the sign-in email, only for an address that has an account: accounts come from invitations
 * and the seed, and the answer to the request is the same either way.
 */
async function queueSignInLink(ctx: ServiceContext, jobs: JobQueue, email: string, link: string): Promise<void> {
  const [user] = await ctx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!user) return;
  const id = randomUUID();
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + LINK_MINUTES * 60_000);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(schema.accountEmails).values({ id, kind: 'sign-in-link', email, link, expiresAt, createdAt: now });
    await jobs.send(QUEUES.accountEmail, { bookingId: id, reference: 'sign-in-link' }, tx);
  });
}

/** The organisation's kind, to check a role against it. */
const kindOf = (org: Record<string, unknown>) => org.kind;

/** better-auth configured for this server: magic links, organisations with roles per kind. */
function createAccounts(ctx: ServiceContext, jobs: JobQueue, secret: string) {
  const https = ctx.env.PUBLIC_URL.startsWith('https:');
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: ctx.env.PUBLIC_URL,
    basePath: '/api/v1/auth',
    secret,
    trustedOrigins: [ctx.env.PUBLIC_URL],
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.authSessions,
        account: schema.authAccounts,
        verification: schema.authVerifications,
        organization: schema.organizations,
        member: schema.organizationMembers,
        invitation: schema.organizationInvitations,
      },
    }),
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Its messages can carry addresses: our logs keep the first line, with any address masked.
    logger: {
      log: (level, message) =>
        ctx.log[level]({ source: 'better-auth' }, (message.split('\n')[0] ?? '').replace(/\S+@\S+/g, '[address]')),
    },
    plugins: [
      magicLink({
        disableSignUp: true,
        storeToken: 'hashed',
        expiresIn: LINK_MINUTES * 60,
        sendMagicLink: ({ email, url }) => queueSignInLink(ctx, jobs, email.toLowerCase(), url),
      }),
      organization({
        allowUserToCreateOrganization: false,
        ac: accessControl,
        roles,
        schema: { organization: { additionalFields: { kind: { type: 'string', required: true, input: false } } } },
        organizationHooks: {
          beforeAddMember: async ({ member, organization: org }) => assertRoleOfKind(kindOf(org), member.role),
          beforeUpdateMemberRole: async ({ newRole, organization: org }) => assertRoleOfKind(kindOf(org), newRole),
          beforeCreateInvitation: async ({ invitation, organization: org }) =>
            assertRoleOfKind(kindOf(org), invitation.role),
        },
      }),
    ],
  });
}

/** The better-auth instance: its handler behind /api/v1/auth/*, its `api` for console routes' sessions. */
export type Accounts = ReturnType<typeof createAccounts>;

/** Accounts, sessions and organisations (better-auth), as `app.accounts`. */
export const accountsPlugin = fp(
  async (app) => {
    app.decorate('accounts', createAccounts(app.ctx, app.jobs, await loadSecret(app.ctx)));
  },
  { name: 'accounts', dependencies: ['context', 'jobs'] },
);
