import { type ReviewInvitation, londonNow } from '@parking/core';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { airports, bookings, providers, reviews } from '../db/schema/index';
import type { ServiceContext } from './context';
import { type JobQueue, QUEUES } from './jobs/queue';
import type { Links } from './links';
import fp from 'fastify-plugin';

/** What an invitation link opens: the stay to review, or why it cannot be reviewed with it. */
type InvitationCheck =
  { ok: true; invitation: ReviewInvitation } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/**
 * After a stay ends, one invitation to review it (docs/product-rules.md#content): queued as an email job
 * for every confirmed, unreviewed, uninvited booking whose pick-up time has passed (London clock).
 */
function createReviewInvites(ctx: ServiceContext, jobs: JobQueue, links: Links) {
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
            // A test booking was no stay: nothing to review (and the job would refuse it on every sweep).
            eq(bookings.test, false),
            isNull(bookings.reviewInviteSentAt),
            isNull(reviews.id),
            or(lt(bookings.exitDate, now.date), and(eq(bookings.exitDate, now.date), lt(bookings.exitTime, now.time))),
          ),
        )
        .limit(200);
      for (const row of due) await jobs.send(QUEUES.email, { ...row, kind: 'review-invite' });
      return due.length;
    },

    /**
     * Reads an invitation's link before the form is filled, so a used, expired or altered link says so at
     * once. A link names one confirmed booking; anything else is `invalid`.
     */
    async invitation(token: string): Promise<InvitationCheck> {
      const link = await links.verify(token, 'review');
      if (!link.ok) return { ok: false, reason: link.reason === 'expired' ? 'expired' : 'invalid' };
      const [row] = await ctx.db
        .select({ booking: bookings, carPark: providers.name, airport: airports.name, reviewId: reviews.id })
        .from(bookings)
        .innerJoin(providers, eq(bookings.providerId, providers.id))
        .innerJoin(airports, eq(bookings.airportId, airports.id))
        .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
        .where(and(eq(bookings.id, link.bookingId), eq(bookings.status, 'confirmed')));
      if (!row) return { ok: false, reason: 'invalid' };
      if (row.reviewId) return { ok: false, reason: 'used' };
      const b = row.booking;
      return {
        ok: true,
        invitation: {
          reference: b.reference,
          carPark: row.carPark,
          airport: row.airport,
          from: { date: b.entryDate, time: b.entryTime },
          to: { date: b.exitDate, time: b.exitTime },
        },
      };
    },
  };
}

export type ReviewInvites = ReturnType<typeof createReviewInvites>;

/** Decorates `app.reviewInvites`. */
export const reviewInvitesPlugin = fp(
  async (app) => void app.decorate('reviewInvites', createReviewInvites(app.ctx, app.jobs, app.links)),
  { name: 'review-invites', dependencies: ['context', 'jobs', 'links'] },
);
