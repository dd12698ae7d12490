import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import type { ServiceContext } from './context';
import { type JobQueue, QUEUES } from './jobs/queue';
import type { PaymentGateway } from './payments/gateway';
import fp from 'fastify-plugin';

const RELEASED = ['expired', 'cancelled'] as const;

/**
 * Money back for a payment that landed after its hold was released and the spaces had gone. The
 * provider is asked first (idempotently); only then is the booking `refunded` and its email queued,
 * in one transaction. A failing provider leaves the booking as it was and the job retries.
 */
function createRefunds(ctx: ServiceContext, payments: PaymentGateway, jobs: JobQueue) {
  async function refundOne(bookingId: string): Promise<boolean> {
    const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!row?.paidAt || !row.sessionId || !RELEASED.some((s) => s === row.status)) return false;
    const { refundId } = await payments.refund({ bookingId, sessionId: row.sessionId, amount: row.amount });
    return ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .update(bookings)
        .set({ status: 'refunded', refundedAt: ctx.clock(), refundId })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...RELEASED])))
        .returning({ reference: bookings.reference });
      if (!done) return false;
      await jobs.send(QUEUES.email, { bookingId, reference: done.reference, kind: 'refund' }, tx);
      ctx.log.warn({ reference: done.reference }, 'payment arrived after the spaces had gone: refunded');
      return true;
    });
  }

  return {
    /** The `refund` job: true when this call made the refund. */
    refundOne,
    /**
     * Records a late payment as owed back (with its job, in one transaction), then tries the refund
     * at once so the caller can report it; a failure is left to the job's retries.
     */
    async refundLatePayment(bookingId: string): Promise<'refunded' | 'refund-pending' | 'already-confirmed'> {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ paidAt: ctx.clock() })
          .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...RELEASED])))
          .returning({ reference: bookings.reference });
        if (row) await jobs.send(QUEUES.refund, { bookingId, reference: row.reference }, tx);
      });
      try {
        await refundOne(bookingId);
      } catch (err) {
        ctx.log.warn({ bookingId, error: err instanceof Error ? err.name : 'Error' }, 'refund failed; will retry');
      }
      const [now] = await ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
      if (now?.status === 'confirmed') return 'already-confirmed';
      return now?.status === 'refunded' ? 'refunded' : 'refund-pending';
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;

/** Decorates `app.refunds` and runs the `refund` jobs. */
export const refundsPlugin = fp(
  async (app) => {
    const refunds = createRefunds(app.ctx, app.payments, app.jobs);
    app.jobs.handle(QUEUES.refund, (data) => refunds.refundOne(data.bookingId));
    app.decorate('refunds', refunds);
  },
  { name: 'refunds', dependencies: ['context', 'payments', 'jobs'] },
);
