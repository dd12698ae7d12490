import type { StaffReview } from '@parking/core';
import { desc, eq } from 'drizzle-orm';
import { bookings, providers, reviews } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';
import { QUEUES } from '../../../../services/jobs/queue';
import { type AdminDeps, recordStaffChange } from '../../../../services/console/staff-changes';

/** How many of the most recent reviews the staff page lists. */
const RECENT = 100;

/** The most recent reviews (or the one `id` names), hidden ones included, with their booking's reference. */
export async function listReviews(ctx: ServiceContext, id?: string): Promise<StaffReview[]> {
  const rows = await ctx.db
    .select({ review: reviews, reference: bookings.reference, providerName: providers.name })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(id === undefined ? undefined : eq(reviews.id, id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(RECENT);
  return rows.map(({ review, reference, providerName }) => ({
    id: review.id,
    reference,
    providerName,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
    hidden: review.hiddenAt ? { at: review.hiddenAt.toISOString(), reason: review.hiddenReason ?? '' } : null,
  }));
}

/**
 * Hides the review (`reason` given) or shows it again (`reason` null). Hidden, it is off every page,
 * rating and count: the catalog is dropped on this node, other nodes follow within its few seconds.
 * Hiding emails the traveller (a durable job, once per hiding). Audited in our log with the booking's
 * reference as the target; asking twice changes nothing.
 */
export async function setReviewHidden(deps: AdminDeps, member: ConsoleMember, id: string, reason: string | null) {
  await deps.ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ review: reviews, bookingId: bookings.id, reference: bookings.reference })
      .from(reviews)
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(eq(reviews.id, id))
      .for('update', { of: reviews });
    if (!row) throw notFound('Review');
    const hide = reason !== null;
    if (Boolean(row.review.hiddenAt) === hide) return;
    const now = deps.ctx.clock();
    await tx
      .update(reviews)
      .set({ hiddenAt: hide ? now : null, hiddenReason: reason })
      .where(eq(reviews.id, id));
    await recordStaffChange(deps, tx, member, {
      action: hide ? 'review.hidden' : 'review.shown',
      target: { type: 'booking', id: row.reference },
      fields: {
        // Unchanged fields are dropped from the log: the review is named as set.
        review: { before: null, after: id },
        hidden: { before: !hide, after: hide },
        reason: { before: row.review.hiddenReason, after: reason },
      },
    });
    if (hide)
      await deps.jobs.send(
        QUEUES.email,
        { bookingId: row.bookingId, reference: row.reference, kind: 'review-hidden', eventId: id },
        tx,
      );
  });
  deps.catalog.invalidate();
  return (await listReviews(deps.ctx, id))[0]!;
}
