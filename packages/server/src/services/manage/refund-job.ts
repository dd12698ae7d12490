import { and, eq } from 'drizzle-orm';
import { bookingEvents } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';
import type { PaymentGateway } from '../payments/gateway';
import { isRefusal, refundKeyOf, refusedMarker } from './refund-outcome';

/** The provider's side of a refund event: the `change-refund` job, and support's retry of a refused one. */
export function createRefundJob(ctx: ServiceContext, jobs: JobQueue, payments: PaymentGateway) {
  return {
    /** Support's retry of a refused refund: pending again, with a new job (and a new key, see refund-outcome.ts). */
    async retry(tx: Tx, row: BookingRow, eventId: string): Promise<boolean> {
      const [again] = await tx
        .update(bookingEvents)
        .set({ refundStatus: 'pending' })
        .where(
          and(
            eq(bookingEvents.id, eventId),
            eq(bookingEvents.bookingId, row.id),
            eq(bookingEvents.refundStatus, 'failed'),
          ),
        )
        .returning({ id: bookingEvents.id });
      if (!again) return false;
      await jobs.send(QUEUES.changeRefund, { bookingId: row.id, reference: row.reference, eventId }, tx);
      return true;
    },
    /**
     * The `change-refund` job: asks the provider with the event's own idempotency key (a retry never
     * refunds twice), then records the provider's refund id. A failing provider (an outage, a timeout) leaves
     * it pending to retry; a refusal marks it `failed`, shown to support, who may retry it.
     */
    async refundOne({ bookingId, eventId }: { bookingId: string; eventId?: string }): Promise<boolean> {
      if (!eventId) return false;
      const [event] = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.id, eventId));
      if (!event || event.refundStatus !== 'pending' || !event.sessionId || event.amount === null) return false;
      let refundId: string;
      try {
        ({ refundId } = await payments.refund({
          bookingId,
          sessionId: event.sessionId,
          amount: -event.amount,
          idempotencyKey: refundKeyOf(eventId, event.refundId),
        }));
      } catch (err) {
        if (!isRefusal(err)) throw err;
        await ctx.db
          .update(bookingEvents)
          .set({ refundStatus: 'failed', refundId: refusedMarker(event.refundId) })
          .where(and(eq(bookingEvents.id, eventId), eq(bookingEvents.refundStatus, 'pending')));
        ctx.log.warn({ bookingId, eventId }, 'refund refused by the provider: marked failed');
        return true;
      }
      await ctx.db
        .update(bookingEvents)
        .set({ refundStatus: 'done', refundId })
        .where(and(eq(bookingEvents.id, eventId), eq(bookingEvents.refundStatus, 'pending')));
      return true;
    },
  };
}
