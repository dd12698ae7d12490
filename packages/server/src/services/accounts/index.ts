import { BRAND_NAME } from '@parking/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins';
import fp from 'fastify-plugin';
import * as schema from '../../db/schema/index';
import type { Audit } from '../audit/index';
import type { ServiceContext } from '../context';
import type { JobQueue } from '../jobs/queue';
import { passkeyNotices } from './account-notices';
import { auditTrail } from './audit-trail';
import { membershipRules, organizations } from './organizations';
import { passkeys } from './passkeys';
import { loadSecret } from './secret';
import { LINK_MINUTES, onlyInvitees, queueSignInLink } from './sign-in-links';
import { staffFactorHooks } from './staff-factor-hooks';

/** The header the auth route sets to the client address Fastify trusts (TRUST_PROXY); a client's own is replaced. */
export const CLIENT_IP_HEADER = 'x-parking-client-ip';

const DAY_SECONDS = 24 * 60 * 60;

/** A session lasts 30 days, renewed (at most once a day) while it is used. */
export const SESSION_DAYS = 30;

/** better-auth's tables are ours (migration 0009), named as its models. */
const tables = {
  user: schema.users,
  session: schema.authSessions,
  account: schema.authAccounts,
  verification: schema.authVerifications,
  organization: schema.organizations,
  member: schema.organizationMembers,
  invitation: schema.organizationInvitations,
  passkey: schema.passkeys,
};

/** Its messages can carry addresses: our logs keep the first line, with any address masked. */
const loggerFor = (ctx: ServiceContext) => ({
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) =>
    ctx.log[level]({ source: 'better-auth' }, (message.split('\n')[0] ?? '').replace(/\S+@\S+/g, '[address]')),
});

/**
 * better-auth configured for this server: magic links, passkeys, organisations with roles per kind, the
 * staff second factor, audit, passkey notices.
 */
function createAccounts(ctx: ServiceContext, services: { jobs: JobQueue; audit: Audit }, secret: string) {
  const https = ctx.env.PUBLIC_URL.startsWith('https:');
  return betterAuth({
    appName: BRAND_NAME,
    baseURL: ctx.env.PUBLIC_URL,
    basePath: '/api/v1/auth',
    secret,
    trustedOrigins: [ctx.env.PUBLIC_URL],
    database: drizzleAdapter(ctx.db, { provider: 'pg', schema: tables }),
    session: { expiresIn: SESSION_DAYS * DAY_SECONDS, updateAge: DAY_SECONDS },
    // Sign-in attempts are limited by our own limiter (modules/auth), shared by every node through Redis;
    // better-auth's would count per process.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Links are sent only to members and invitees, so only an invitee's link can create an account.
    databaseHooks: { user: { create: { before: async (user) => void (await onlyInvitees(ctx, user)) } } },
    telemetry: { enabled: false },
    logger: loggerFor(ctx),
    plugins: [
      magicLink({
        storeToken: 'hashed',
        expiresIn: LINK_MINUTES * 60,
        sendMagicLink: ({ email, url }) => queueSignInLink(ctx, services.jobs, email.toLowerCase(), url),
      }),
      passkeys(ctx.env),
      organizations(ctx, services.jobs),
      // First among the before hooks: a refused staff call goes no further.
      staffFactorHooks(ctx),
      membershipRules(ctx),
      auditTrail(ctx, services.audit),
      passkeyNotices(ctx, services.jobs),
    ],
  });
}

/** The better-auth instance: its handler behind /api/v1/auth/*, its `api` for console routes' sessions. */
export type Accounts = ReturnType<typeof createAccounts>;

/** Accounts, sessions and organisations (better-auth), as `app.accounts`. */
export const accountsPlugin = fp(
  async (app) => {
    const accounts = createAccounts(app.ctx, { jobs: app.jobs, audit: app.audit }, await loadSecret(app.ctx));
    app.decorate('accounts', accounts);
  },
  { name: 'accounts', dependencies: ['context', 'jobs', 'audit'] },
);
