import { randomBytes, randomUUID } from 'node:crypto';
import type { PartnerSignUp, PartnerSignUpResult } from '@parking/core';
import { eq } from 'drizzle-orm';
import { organizationMembers, organizations, partnerAccounts, partners, users } from '../../db/schema/index';
import type { Audit } from '../../services/audit/index';
import type { Tx } from '../../services/availability';
import type { ServiceContext } from '../../services/context';

/** What signing up needs from the app. */
export type SignUpDeps = {
  ctx: ServiceContext;
  audit: Audit;
  /** Queues the console sign-in link to `email` (better-auth's magic link, sent once as an `account-email` job). */
  sendSignInLink: (email: string) => Promise<void>;
};

/** The organisation's slug: lower-case words of its name joined by dashes (`partner` when none are left). */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug || 'partner';
}

/** `slug`, or `slug-2`, `slug-3`… : the first no organisation has (the unique index settles a race). */
async function freeSlug(tx: Tx, base: string): Promise<string> {
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    if (!taken) return slug;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/** The owner's user: the existing account of that address (never a second one), or a new one. */
async function ownerOf(tx: Tx, body: PartnerSignUp, email: string, now: Date): Promise<string> {
  await tx
    .insert(users)
    .values({ id: randomUUID(), name: body.name, email, emailVerified: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

/** A test key (`pk_test_` and 24 url-safe characters) working on localhost and the partner's own site. */
const testKey = (organizationId: string, origin: string, now: Date) => ({
  id: `wk_${randomBytes(12).toString('hex')}`,
  key: `pk_test_${randomBytes(18).toString('base64url')}`,
  name: 'Test key',
  mode: 'test' as const,
  allowedOrigins: ['http://localhost:*', origin],
  organizationId,
  createdAt: now,
});

/**
 * Creates the partner organisation (kind `partner`, its terms row with the website), its owner and a
 * test key in one transaction with the audit entry, then queues the sign-in link. The answer is the same
 * whether the address already had an account (it gains the new organisation) or not.
 */
export async function signUp(deps: SignUpDeps, body: PartnerSignUp): Promise<PartnerSignUpResult> {
  const { ctx, audit } = deps;
  const email = body.email.toLowerCase();
  const origin = new URL(body.website).origin;
  const key = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const organizationId = randomUUID();
    const slug = await freeSlug(tx, slugOf(body.organisationName));
    await tx
      .insert(organizations)
      .values({ id: organizationId, name: body.organisationName, slug, kind: 'partner', createdAt: now });
    await tx.insert(partnerAccounts).values({ organizationId, website: body.website, createdAt: now });
    const userId = await ownerOf(tx, body, email, now);
    await tx
      .insert(organizationMembers)
      .values({ id: randomUUID(), organizationId, userId, role: 'owner', createdAt: now });
    const values = testKey(organizationId, origin, now);
    await tx.insert(partners).values(values);
    await audit.record(
      {
        actor: { kind: 'system', job: 'partner-sign-up' },
        organizationId,
        action: 'partner.signed-up',
        target: { type: 'organization', id: organizationId },
        fields: {
          name: { before: null, after: body.organisationName },
          website: { before: null, after: body.website },
          owner: { before: null, after: email, personal: true },
          testKey: { before: null, after: values.id },
        },
      },
      tx,
    );
    return values;
  });
  await deps.sendSignInLink(email);
  return { testKey: key.key, allowedOrigins: key.allowedOrigins, email };
}
