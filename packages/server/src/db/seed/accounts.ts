import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { organizationMembers, organizations, users } from '../schema/index';
import { SEED_COMPANIES, operatorOrgId, slugOf } from './companies';

/** Our own staff organisation: the seed's on a local or demo deployment, `npm run create-admin`'s on a live one. */
export const STAFF_ORG = {
  id: 'org-staff',
  name: 'ParkCompare staff',
  slug: 'parkcompare-staff',
  kind: 'staff',
} as const;

/** The demo partner organisation, owner of the demo widget key on a local or demo deployment. */
export const DEMO_PARTNER_ORG = {
  id: 'org-pt-demo-travel-blog',
  name: 'Demo Travel Blog',
  slug: 'demo-travel-blog',
  kind: 'partner',
} as const;

/** A sample console account: who signs in, to which organisation, with which role. */
type SeedAccount = { email: string; name: string; organizationId: string; role: string };

/** The company whose car parks get a second, lowest-role member, to try what each role may do. */
const DESK_COMPANY = 'Swift Meet & Greet';

/**
 * Every sample account (README.md lists them): one owner per operator organisation, a desk member at
 * one of them, the demo partner's owner, and a staff admin and support member. Addresses are `.example`,
 * a domain that never receives mail: their sign-in links land only in a local or demo outbox.
 */
const SEED_ACCOUNTS: readonly SeedAccount[] = [
  ...SEED_COMPANIES.map((c) => ({
    email: `owner@${slugOf(c.name)}.example`,
    name: `${c.name} owner`,
    organizationId: operatorOrgId(c.name),
    role: 'owner',
  })),
  {
    email: `desk@${slugOf(DESK_COMPANY)}.example`,
    name: `${DESK_COMPANY} desk`,
    organizationId: operatorOrgId(DESK_COMPANY),
    role: 'desk',
  },
  {
    email: `partner@${DEMO_PARTNER_ORG.slug}.example`,
    name: `${DEMO_PARTNER_ORG.name} owner`,
    organizationId: DEMO_PARTNER_ORG.id,
    role: 'owner',
  },
  { email: 'admin@parkcompare.example', name: 'ParkCompare admin', organizationId: STAFF_ORG.id, role: 'admin' },
  { email: 'support@parkcompare.example', name: 'ParkCompare support', organizationId: STAFF_ORG.id, role: 'support' },
];

/** A fixed user id per sample address, so a later boot finds (and a live one removes) exactly these. */
const userIdOf = (email: string) => `seed-user-${slugOf(email)}`;

/**
 * Creates the sample organisations' members (the organisations themselves must exist). Rows already
 * there are left alone, so a second boot changes nothing; an address someone already uses keeps its user.
 */
export async function seedAccounts(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insert(organizations)
    .values([STAFF_ORG, DEMO_PARTNER_ORG].map((o) => ({ ...o, createdAt: now })))
    .onConflictDoNothing();
  await db
    .insert(users)
    .values(
      SEED_ACCOUNTS.map((a) => ({
        id: userIdOf(a.email),
        name: a.name,
        email: a.email,
        emailVerified: true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const emails = SEED_ACCOUNTS.map((a) => a.email);
  const found = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idByEmail = new Map(found.map((u) => [u.email, u.id]));
  await db
    .insert(organizationMembers)
    .values(
      SEED_ACCOUNTS.map((a) => ({
        id: `seed-member-${slugOf(a.email)}`,
        organizationId: a.organizationId,
        userId: idByEmail.get(a.email)!,
        role: a.role,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Removes the sample users (their memberships and sessions go with them) from a database that was a
 * demo once and is live now: their addresses are public in the README.
 */
export async function removeSampleAccounts(db: Db): Promise<void> {
  await db.delete(users).where(
    inArray(
      users.id,
      SEED_ACCOUNTS.map((a) => userIdOf(a.email)),
    ),
  );
}

/** Whether any staff organisation has an admin: `npm run create-admin` creates the first one only. */
export async function hasStaffAdmin(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizations.kind, 'staff'));
  // better-auth stores a member with several roles as `a,b`.
  return rows.some((r) => r.role.split(',').some((role) => role.trim() === 'admin'));
}
