import { randomUUID } from 'node:crypto';
import { formatGBP } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { bookingEvents } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import { type EmailKind, type JobQueue, QUEUES } from '../jobs/queue';
import type { PaymentGateway } from '../payments/gateway';
import { type EventRow, allocateRefund, balances, originalPayment } from './ledger';

type NewEvent = Omit<typeof bookingEvents.$inferInsert, 'id' | 'bookingId' | 'at'>;

/**
 * Writing a booking's events inside the transaction of the change they record, with their jobs
 * (refunds, the one email), so a crash leaves either all of it or none (docs/decisions/0005-durable-jobs.md).
 */
export function createMoneyEvents(ctx: ServiceContext, jobs: JobQueue, payments: PaymentGateway) {
  async function write(tx: Tx, row: BookingRow, event: NewEvent, email?: EmailKind) {
    const id = randomUUID();
    await tx.insert(bookingEvents).values({ ...event, id, bookingId: row.id, at: ctx.clock() });
    if (email)
      await jobs.send(QUEUES.email, { bookingId: row.id, reference: row.reference, kind: email, eventId: id }, tx);
    return id;
  }

  return {
    /** First in every change's transaction: records the original payment if this is the first change. */
    async begin(tx: Tx, row: BookingRow, events: readonly EventRow[]): Promise<EventRow[]> {
      const original = originalPayment(row, events, ctx.clock());
      if (!original) return [...events];
      const [inserted] = await tx.insert(bookingEvents).values(original).returning();
      return [...events, inserted!];
    },
    write,
    /** Refund events for `amount` (events as returned by `begin`), split over the sessions that paid, each with its own job and key. */
    async refund(
      tx: Tx,
      row: BookingRow,
      events: readonly EventRow[],
      amount: number,
      cause: 'amendment' | 'cancellation',
    ) {
      for (const part of allocateRefund(balances(row, events), amount)) {
        const id = await write(tx, row, {
          kind: 'refunded',
          summary: `Refund of ${formatGBP(part.amount)} to the card you paid with`,
          amount: -part.amount,
          sessionId: part.sessionId,
          cause,
          refundStatus: 'pending',
        });
        await jobs.send(QUEUES.changeRefund, { bookingId: row.id, reference: row.reference, eventId: id }, tx);
      }
    },
    /**
     * The `change-refund` job: asks the provider with the event's own idempotency key (a retry never
     * refunds twice), then records the provider's refund id. A failing provider leaves it pending to retry.
     */
    async refundOne({ bookingId, eventId }: { bookingId: string; eventId?: string }): Promise<boolean> {
      if (!eventId) return false;
      const [event] = await ctx.db.select().from(bookingEvents).where(eq(bookingEvents.id, eventId));
      if (!event || event.refundStatus !== 'pending' || !event.sessionId || event.amount === null) return false;
      const { refundId } = await payments.refund({
        bookingId,
        sessionId: event.sessionId,
        amount: -event.amount,
        idempotencyKey: `refund-${eventId}`,
      });
      await ctx.db
        .update(bookingEvents)
        .set({ refundStatus: 'done', refundId })
        .where(and(eq(bookingEvents.id, eventId), eq(bookingEvents.refundStatus, 'pending')));
      return true;
    },
  };
}
export type MoneyEvents = ReturnType<typeof createMoneyEvents>;
