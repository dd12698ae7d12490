import { londonNow } from '@parking/core';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { bookings, reviews } from '../db/schema/index';
import type { ServiceContext } from './context';
import { type JobQueue, QUEUES } from './jobs/queue';

/**
 * After a stay ends, one invitation to review it (docs/product-rules.md#content): queued as an email job
 * for every confirmed, unreviewed, uninvited booking whose pick-up time has passed (London clock).
 */
export function createReviewInvites(ctx: ServiceContext, jobs: JobQueue) {
  return {
    /** Queues the invitations now due; returns how many. A job per booking at most (its singleton key). */
    async queueDue(): Promise<number> {
      const now = londonNow(ctx.clock());
      const due = await ctx.db
        .select({ bookingId: bookings.id, reference: bookings.reference })
        .from(bookings)
        .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            eq(bookings.seeded, false),
            isNull(bookings.reviewInviteSentAt),
            isNull(reviews.id),
            or(lt(bookings.exitDate, now.date), and(eq(bookings.exitDate, now.date), lt(bookings.exitTime, now.time))),
          ),
        )
        .limit(200);
      for (const row of due) await jobs.send(QUEUES.email, { ...row, kind: 'review-invite' });
      return due.length;
    },
  };
}
export type ReviewInvites = ReturnType<typeof createReviewInvites>;
