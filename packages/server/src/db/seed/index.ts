import { POLICY } from '@parking/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { airports, blogs, bookings, coupons, partners, providers, reviews } from '../schema/index';
import { SEED_BLOGS } from './blogs';
import { bristolProviders } from './bristol';
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

/**
 * Inserts the reference data; rows that already exist are left alone, so running it twice is safe.
 * `samples` (local and demo deployments only) adds the sample stays and reviews; without it, sample
 * reviews an earlier boot wrote are removed, so a live database has none (docs/product-rules.md#deployments).
 */
export async function seed(db: Db, { samples }: { samples: boolean }): Promise<void> {
  await db.insert(airports).values(SEED_AIRPORTS).onConflictDoNothing();
  await db.insert(providers).values(SEED_PROVIDERS).onConflictDoNothing();
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
    .insert(partners)
    .values({
      key: DEMO_PARTNER_KEY,
      name: 'Local demo partner',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
    .onConflictDoNothing();
  await db
    .insert(blogs)
    .values(SEED_BLOGS.map((b) => ({ ...b, imageUrl: `/api/v1/assets/blogs/${b.id}.svg` })))
    .onConflictDoNothing();
  if (!samples) {
    await db.delete(reviews).where(eq(reviews.sample, true));
    return;
  }
  const past = seedReviews(SEED_PROVIDERS);
  await db.insert(bookings).values(past.bookings).onConflictDoNothing();
  await db.insert(reviews).values(past.reviews).onConflictDoNothing();
}
