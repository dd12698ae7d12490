import { randomBytes, randomUUID } from 'node:crypto';
import type { PartnerSignUp, PartnerSignUpConfirmed, PartnerSignUpResult } from '@parking/core';
import { eq } from 'drizzle-orm';
import { organizationMembers, organizations, partnerAccounts, partners, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  CONFIRM_HOURS,
  type PendingSignUp,
  confirmationState,
  takePending,
} from '../../services/accounts/partner-confirmations';
import type { Audit } from '../../services/audit/index';
import type { Tx } from '../../services/availability';
import type { ServiceContext } from '../../services/context';

/** What signing up needs from the app. */
export type SignUpDeps = {
  ctx: ServiceContext;
  audit: Audit;
  /** Queues the console sign-in link to `email` (better-auth's magic link, sent once as an `account-email` job). */
  sendSignInLink: (email: string) => Promise<void>;
  /** Keeps a sign-up for an existing account and emails it the confirmation link. */
  askToConfirm: (pending: PendingSignUp) => Promise<void>;
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

/**
 * A new address's user, made in `tx`; undefined when the address already has an account (that person is
 * asked first: a second account is never made, nor a first membership without their consent).
 */
async function newOwner(tx: Tx, body: PartnerSignUp, email: string, now: Date): Promise<string | undefined> {
  const [made] = await tx
    .insert(users)
    .values({ id: randomUUID(), name: body.name, email, emailVerified: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return made?.id;
}

/** A test key (`pk_test_` and 24 url-safe characters) working on localhost and the partner's own site. */
const testKey = (origin: string) => ({
  id: `wk_${randomBytes(12).toString('hex')}`,
  key: `pk_test_${randomBytes(18).toString('base64url')}`,
  allowedOrigins: ['http://localhost:*', origin],
});
type TestKey = ReturnType<typeof testKey>;

/**
 * Makes the partner organisation (kind `partner`, its terms row with the website) with `userId` as its
 * owner and the test key, audited `partner.signed-up`, all in `tx`.
 */
async function createPartner(deps: SignUpDeps, tx: Tx, body: PartnerSignUp, userId: string, key: TestKey) {
  const { ctx, audit } = deps;
  const now = ctx.clock();
  const organizationId = randomUUID();
  await insertOrganization(tx, slugOf(body.organisationName), {
    id: organizationId,
    name: body.organisationName,
    kind: 'partner',
    createdAt: now,
  });
  await tx.insert(partnerAccounts).values({ organizationId, website: body.website, createdAt: now });
  await tx
    .insert(organizationMembers)
    .values({ id: randomUUID(), organizationId, userId, role: 'owner', createdAt: now });
  await tx.insert(partners).values({ ...key, name: 'Test key', mode: 'test', organizationId, createdAt: now });
  await audit.record(
    {
      actor: { kind: 'system', job: 'partner-sign-up' },
      organizationId,
      action: 'partner.signed-up',
      target: { type: 'organization', id: organizationId },
      fields: {
        name: { before: null, after: body.organisationName },
        website: { before: null, after: body.website },
        owner: { before: null, after: body.email.toLowerCase(), personal: true },
        testKey: { before: null, after: key.id },
      },
    },
    tx,
  );
}

/**
 * Signs a partner up. A new address: its user, the organisation and a test key in one transaction with the
 * audit entry, then the sign-in link. An address that already has an account: nothing is made; its owner is
 * emailed a link to confirm (`confirmSignUp`), which makes the organisation with the test key answered now.
 * The answer is the same either way (docs/product-rules.md, Partner keys).
 */
export async function signUp(deps: SignUpDeps, body: PartnerSignUp): Promise<PartnerSignUpResult> {
  const email = body.email.toLowerCase();
  const key = testKey(new URL(body.website).origin);
  const made = await deps.ctx.db.transaction(async (tx) => {
    const userId = await newOwner(tx, body, email, deps.ctx.clock());
    if (userId) await createPartner(deps, tx, body, userId, key);
    return Boolean(userId);
  });
  if (made) await deps.sendSignInLink(email);
  else await deps.askToConfirm({ ...body, email, key });
  return { testKey: key.key, allowedOrigins: key.allowedOrigins, email };
}

/**
 * Confirms a sign-up asked for an existing account: uses the token up and makes the organisation with that
 * account as owner, in one transaction. 404 `LINK_INVALID` for an unknown or used token, 410 `LINK_EXPIRED`.
 */
export async function confirmSignUp(deps: SignUpDeps, token: string): Promise<PartnerSignUpConfirmed> {
  const { ctx } = deps;
  const state = await confirmationState(ctx, token);
  if (state === 'expired')
    throw new AppError(
      410,
      'LINK_EXPIRED',
      `This confirmation link has expired (it lasts ${CONFIRM_HOURS} hours): sign up again.`,
    );
  const invalid = () => new AppError(404, 'LINK_INVALID', 'This confirmation link is not valid, or was used already.');
  if (state === 'invalid') throw invalid();
  const pending = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const taken = await takePending(tx, token, now);
    if (!taken) return undefined;
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, taken.email));
    // The account was erased meanwhile: the address gets a new one, as a new address would.
    const userId = user?.id ?? (await newOwner(tx, taken, taken.email, now));
    await createPartner(deps, tx, taken, userId!, taken.key);
    return taken;
  });
  if (!pending) throw invalid();
  const { key, email, organisationName } = pending;
  return { testKey: key.key, allowedOrigins: key.allowedOrigins, email, organisationName };
}
