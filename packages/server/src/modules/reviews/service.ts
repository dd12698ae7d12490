import { randomUUID } from 'node:crypto';
import { type Review, type ReviewListQuery, londonNow } from '@parking/core';
import { type SQL, and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { airports, bookings, providers, reviews } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';
import type { Links } from '../../services/links';

/**
 * What a visitor sends to review a booking: the signed link from the invitation email, or the reference
 * and email address of the booking; checked against a confirmed booking whose stay has ended.
 */
export type NewReview = ({ token: string } | { reference: string; email: string }) & { rating: number; text: string };

/**
 * Reviews of confirmed bookings only (the same set the providers' ratings are computed from), newest
 * first, optionally for one airport or provider; names shortened to first name + initial.
 */
async function listReviews(
  { db }: ServiceContext,
  query: ReviewListQuery,
): Promise<{ items: Review[]; total: number }> {
  // Hidden by our staff: off every page, like the ratings (services/catalog.ts).
  const filters: SQL[] = [eq(bookings.status, 'confirmed'), isNull(reviews.hiddenAt)];
  if (query.airportId) filters.push(eq(bookings.airportId, query.airportId));
  if (query.providerId) filters.push(eq(bookings.providerId, query.providerId));
  const where = and(...filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ review: reviews, booking: bookings, providerName: providers.name, airportName: airports.name })
      .from(reviews)
      .innerJoin(bookings, eq(reviews.bookingId, bookings.id))
      .innerJoin(providers, eq(bookings.providerId, providers.id))
      .innerJoin(airports, eq(bookings.airportId, airports.id))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(reviews).innerJoin(bookings, eq(reviews.bookingId, bookings.id)).where(where),
  ]);
  const items = rows.map(({ review, booking, providerName, airportName }) => ({
    id: review.id,
    name: `${booking.details.firstName} ${booking.details.lastName.charAt(0).toUpperCase()}.`,
    rating: review.rating,
    text: review.text,
    providerId: booking.providerId,
    providerName,
    airportId: booking.airportId,
    airportName,
    createdAt: review.createdAt.toISOString(),
    sample: review.sample,
  }));
  return { items, total: Number(counted?.n ?? 0) };
}

/**
 * Adds a review; `false` when no confirmed, unreviewed booking matches reference + email, or its stay
 * has not ended yet (a review is of a stay, not of a booking form).
 */
async function addReview(ctx: ServiceContext, links: Links, input: NewReview): Promise<boolean> {
  const now = londonNow(ctx.clock());
  const stayEnded = or(
    lt(bookings.exitDate, now.date),
    and(eq(bookings.exitDate, now.date), lt(bookings.exitTime, now.time)),
  );
  let who;
  if ('token' in input) {
    const link = await links.verify(input.token, 'review');
    if (!link.ok) return false;
    who = eq(bookings.id, link.bookingId);
  } else {
    who = and(eq(bookings.reference, input.reference), eq(bookings.email, input.email));
  }
  const [booking] = await ctx.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(who, eq(bookings.status, 'confirmed'), stayEnded));
  if (!booking) return false;
  const inserted = await ctx.db
    .insert(reviews)
    .values({
      id: randomUUID(),
      bookingId: booking.id,
      rating: input.rating,
      text: input.text,
      createdAt: ctx.clock(),
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return inserted.length === 1;
}

export type Reviews = ReturnType<typeof createReviews>;

/** Verified reviews: listed for the site, added from a confirmed booking whose stay has ended. */
export function createReviews(ctx: ServiceContext, links: Links) {
  return {
    list: (query: ReviewListQuery) => listReviews(ctx, query),
    add: (input: NewReview) => addReview(ctx, links, input),
  };
}
