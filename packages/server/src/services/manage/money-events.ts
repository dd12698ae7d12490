import { randomUUID } from 'node:crypto';
import { formatGBP } from '@parking/core';
import { bookingEvents } from '../../db/schema/index';
import type { Tx } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import type { EmailKind } from '../jobs/email-kind';
import { type JobQueue, QUEUES } from '../jobs/queue';
import type { PaymentGateway } from '../payments/gateway';
import { type EventRow, allocateRefund, balances, originalPayment } from './ledger';
import { createRefundJob } from './refund-job';

type NewEvent = Omit<typeof bookingEvents.$inferInsert, 'id' | 'bookingId' | 'at'>;

/**
 * Who asked for a refund when it was not the traveller (a staff member), why, and the event id to use
 * (`<idBase>-<part>`, so the same request written twice is one refund), and whether to email the traveller.
 */
export type RefundMeta = {
  actorKind: 'staff';
  actorId: string;
  reason: string;
  idBase?: string;
  email?: EmailKind;
};

/**
 * Writing a booking's events inside the transaction of the change they record, with their jobs
 * (refunds, the one email), so a crash leaves either all of it or none (docs/decisions/0005-durable-jobs.md).
 */
export function createMoneyEvents(ctx: ServiceContext, jobs: JobQueue, payments: PaymentGateway) {
  async function write(tx: Tx, row: BookingRow, event: NewEvent, email?: EmailKind, eventId?: string) {
    const id = eventId ?? randomUUID();
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
      cause: 'amendment' | 'cancellation' | null,
      meta?: RefundMeta,
    ): Promise<string[]> {
      const ids: string[] = [];
      for (const [i, part] of allocateRefund(balances(row, events), amount).entries()) {
        const who = meta ? { actorKind: meta.actorKind, actorId: meta.actorId, reason: meta.reason } : {};
        const event = {
          kind: 'refunded' as const,
          summary: `Refund of ${formatGBP(part.amount)} to the card you paid with`,
          amount: -part.amount,
          sessionId: part.sessionId,
          cause,
          refundStatus: 'pending' as const,
          ...who,
        };
        const id = await write(
          tx,
          row,
          event,
          i === 0 ? meta?.email : undefined,
          meta?.idBase && `${meta.idBase}-${i}`,
        );
        await jobs.send(QUEUES.changeRefund, { bookingId: row.id, reference: row.reference, eventId: id }, tx);
        ids.push(id);
      }
      return ids;
    },
    ...createRefundJob(ctx, jobs, payments),
  };
}
export type MoneyEvents = ReturnType<typeof createMoneyEvents>;
