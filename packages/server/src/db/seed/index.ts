import { POLICY } from '@parking/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  airports,
  blogs,
  bookings,
  coupons,
  organizations,
  partnerAccounts,
  partners,
  providers,
  reviews,
} from '../schema/index';
import { DEMO_PARTNER_ORG, removeSampleAccounts, seedAccounts } from './accounts';
import { SEED_BLOGS } from './blogs';
import { bristolProviders } from './bristol';
import { operatorOrganizations, ownerOfProvider } from './companies';
import { lutonProviders } from './luton';
import { seedReviews } from './reviews';
import { stanstedProviders } from './stansted';

/** The three airports we sell parking at. */
const SEED_AIRPORTS = [
  { id: 'luton', name: 'London Luton Airport', code: 'LTN', city: 'Luton', country: 'United Kingdom' },
  { id: 'bristol', name: 'Bristol Airport', code: 'BRS', city: 'Bristol', country: 'United Kingdom' },
  { id: 'stansted', name: 'London Stansted Airport', code: 'STN', city: 'Stansted', country: 'United Kingdom' },
];

/** The eight sample providers (docs/product-rules.md#content), spread over the airports and both parking types. */
export const SEED_PROVIDERS = [...lutonProviders, ...bristolProviders, ...stanstedProviders];

/** The public demo partner key, allowed from local development origins. */
const DEMO_PARTNER_KEY = 'pk_demo_local';
/** Its id, as migration 0013 derived it for keys that existed before ids (`wk_` + md5 of the key). */
const DEMO_PARTNER_KEY_ID = 'wk_b8943ffba40f278097173509';

/**
 * Inserts the reference data; rows that already exist are left alone, so running it twice is safe.
 * Every car park belongs to its company's operator organisation, on every deployment. `samples` (local
 * and demo deployments only) adds the sample stays and reviews, the demo partner key and the sample
 * console accounts (db/seed/accounts.ts); without it, those an earlier boot wrote are removed, so a live
 * database has none (docs/product-rules.md#deployments).
 */
export async function seed(db: Db, { samples }: { samples: boolean }): Promise<void> {
  const now = new Date();
  await db.insert(airports).values(SEED_AIRPORTS).onConflictDoNothing();
  await db
    .insert(organizations)
    .values(operatorOrganizations().map((o) => ({ ...o, createdAt: now })))
    .onConflictDoNothing();
  await db
    .insert(providers)
    .values(SEED_PROVIDERS.map((p) => ({ ...p, organizationId: ownerOfProvider(p.id) })))
    .onConflictDoNothing();
  await db
    .insert(coupons)
    .values({
      code: POLICY.couponCode,
      percentBasisPoints: Math.round(POLICY.couponPercent * 100),
      activeFrom: new Date('2025-01-01T00:00:00Z'),
      activeUntil: null,
    })
    .onConflictDoNothing();
  await db
    .insert(blogs)
    .values(SEED_BLOGS.map((b) => ({ ...b, imageUrl: `/api/v1/assets/blogs/${b.id}.svg` })))
    .onConflictDoNothing();
  if (!samples) return removeSamples(db);
  await seedAccounts(db);
  await seedDemoPartner(db);
  const past = seedReviews(SEED_PROVIDERS);
  await db.insert(bookings).values(past.bookings).onConflictDoNothing();
  await db.insert(reviews).values(past.reviews).onConflictDoNothing();
}

/**
 * The demo widget key, a live key owned by the demo partner organisation (a key seeded before owners
 * existed is claimed), and that organisation's account, approved for live keys as our staff would approve
 * a real partner: otherwise the demo partner would own a live key its own keys page says it may not have.
 */
async function seedDemoPartner(db: Db): Promise<void> {
  await db
    .insert(partners)
    .values({
      id: DEMO_PARTNER_KEY_ID,
      key: DEMO_PARTNER_KEY,
      name: 'Local demo partner',
      mode: 'live',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
      organizationId: DEMO_PARTNER_ORG.id,
    })
    .onConflictDoNothing();
  await db
    .update(partners)
    .set({ organizationId: DEMO_PARTNER_ORG.id })
    .where(and(eq(partners.key, DEMO_PARTNER_KEY), isNull(partners.organizationId)));
  // No staff member approved it (`live_approved_by` stays empty); an account row made earlier without
  // approval, say by a staff change of its commission, is approved too.
  const approved = { organizationId: DEMO_PARTNER_ORG.id, liveApprovedAt: new Date() };
  await db.insert(partnerAccounts).values(approved).onConflictDoNothing();
  await db
    .update(partnerAccounts)
    .set({ liveApprovedAt: approved.liveApprovedAt })
    .where(and(eq(partnerAccounts.organizationId, DEMO_PARTNER_ORG.id), isNull(partnerAccounts.liveApprovedAt)));
}

/**
 * A live database keeps nothing pretend: sample reviews, the demo key (every boot seeded it once) and its
 * partner's approval, sample accounts.
 */
async function removeSamples(db: Db): Promise<void> {
  await db.delete(reviews).where(eq(reviews.sample, true));
  await db.delete(partners).where(eq(partners.key, DEMO_PARTNER_KEY));
  await db.delete(partnerAccounts).where(eq(partnerAccounts.organizationId, DEMO_PARTNER_ORG.id));
  await removeSampleAccounts(db);
}
