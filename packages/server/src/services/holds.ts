import { and, eq, lt } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { releaseSpaces } from './availability';
import type { ServiceContext } from './context';
import { type JobData, type JobQueue, QUEUES } from './jobs/queue';
import type { PaymentGateway } from './payments/gateway';
import fp from 'fastify-plugin';

/**
 * Releasing held spaces. Each release is a conditional status change (pending → expired/cancelled)
 * in the same transaction as the capacity update, so a hold is released at most once however many
 * times a webhook, the sweeper or the cancel button ask.
 */
function createHolds(ctx: ServiceContext, payments: PaymentGateway, jobs: JobQueue) {
  async function release(bookingId: string, status: 'expired' | 'cancelled'): Promise<boolean> {
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status, releasedAt: ctx.clock() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
        .returning();
      if (!row) return false;
      // A test booking took no spaces, so it gives none back.
      if (!row.test) await releaseSpaces(tx, row.providerId, row.entryDate, row.exitDate, row.noOfVehicles);
      return true;
    });
  }

  return {
    release,
    /**
     * The `hold-expiry` job: ends the checkout session first (one paid at the last second keeps its
     * spaces; its payment confirms it), then releases. A provider that cannot be reached throws, so
     * the hold stays and the job retries: the session might still be paid.
     */
    async expireOne({ bookingId }: JobData): Promise<boolean> {
      const [row] = await ctx.db
        .select({ sessionId: bookings.sessionId, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      if (row?.status !== 'pending') return false;
      const closed = row.sessionId ? await payments.expireCheckoutSession(row.sessionId) : true;
      return closed && (await release(bookingId, 'expired'));
    },
    /** Queues a `hold-expiry` job for every pending booking whose hold has run out; returns how many. */
    async queueExpired(): Promise<number> {
      const due = await ctx.db
        .select({ bookingId: bookings.id, reference: bookings.reference })
        .from(bookings)
        .where(and(eq(bookings.status, 'pending'), lt(bookings.holdExpiresAt, ctx.clock())));
      for (const row of due) await jobs.send(QUEUES.holdExpiry, row);
      return due.length;
    },
  };
}
export type Holds = ReturnType<typeof createHolds>;

/** Decorates `app.holds` and runs the `hold-expiry` jobs. */
export const holdsPlugin = fp(
  async (app) => {
    const holds = createHolds(app.ctx, app.payments, app.jobs);
    app.jobs.handle(QUEUES.holdExpiry, holds.expireOne);
    app.decorate('holds', holds);
  },
  { name: 'holds', dependencies: ['context', 'payments', 'jobs'] },
);
