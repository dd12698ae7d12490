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

/**
 * Inserts the organisation under `slug`, or `slug-2`, `slug-3`…: the first no organisation has. The unique
 * index settles a race: `on conflict do nothing` waits for a sign-up holding the same slug and, once it
 * commits, inserts nothing, so this one tries the next suffix instead of failing (a 500 before).
 */
async function insertOrganization(tx: Tx, base: string, values: Omit<typeof organizations.$inferInsert, 'slug'>) {
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : n === 50 ? `${base}-${randomBytes(4).toString('hex')}` : `${base}-${n}`;
    const [taken] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug));
    if (taken) continue;
    const inserted = await tx
      .insert(organizations)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: organizations.slug })
      .returning({ id: organizations.id });
    if (inserted.length > 0) return;
  }
  throw new Error('no free organisation slug after 50 tries');
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
    await insertOrganization(tx, slugOf(body.organisationName), {
      id: organizationId,
      name: body.organisationName,
      kind: 'partner',
      createdAt: now,
    });
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
