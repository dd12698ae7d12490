import { stayDates } from '@parking/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { SoldOutError, holdSpaces } from './availability';
import type { Catalog } from './catalog';
import type { ServiceContext } from './context';
import { type JobQueue, QUEUES } from './jobs/queue';
import type { OperatorEvents } from './operator-events/index';
import type { Refunds } from './refunds';
import fp from 'fastify-plugin';

/**
 * Outcome of a fulfilment attempt: confirmed now or before; or the payment came after the spaces
 * went, and its money is back (`refunded`) or on its way back (`refund-pending`, the job retries).
 */
export type FulfilResult = 'confirmed' | 'already-confirmed' | 'unknown' | 'refunded' | 'refund-pending';

class RefundOwedError extends Error {}

/**
 * Payment confirmed → booking confirmed → one email (a job written in the same transaction, so a
 * crash cannot lose it). Called by the Stripe webhook and the demo checkout alike, any number of
 * times, in any order with expiry: only the first call changes anything.
 */
type FulfilmentDeps = { catalog: Catalog; jobs: JobQueue; refunds: Refunds; operatorEvents: OperatorEvents };

function createFulfilment(ctx: ServiceContext, { catalog, jobs, refunds, operatorEvents }: FulfilmentDeps) {
  /** A paid booking whose hold was already released (payment landed after expiry) takes its spaces again. */
  async function reconfirmReleased(id: string): Promise<FulfilResult> {
    // Read outside the transaction: PGlite has one connection, and the transaction holds it.
    const [booking] = await ctx.db
      .select({ providerId: bookings.providerId })
      .from(bookings)
      .where(eq(bookings.id, id));
    const provider = booking && (await catalog.provider(booking.providerId));
    try {
      return await ctx.db.transaction(async (tx): Promise<FulfilResult> => {
        const now = ctx.clock();
        const [row] = await tx
          .update(bookings)
          .set({ status: 'confirmed', confirmedAt: now, paidAt: now, releasedAt: null })
          // A payment already owed back (paidAt set) is never reconfirmed: its refund may be on its way.
          .where(and(eq(bookings.id, id), inArray(bookings.status, ['expired', 'cancelled']), isNull(bookings.paidAt)))
          .returning();
        if (!row) throw new RefundOwedError();
        // A test booking holds no real spaces, so it is never sold out either.
        if (!row.test)
          await holdSpaces(tx, row.providerId, provider?.spacesPerDay ?? 0, stayDates({ ...row }), row.noOfVehicles);
        await jobs.send(QUEUES.email, { bookingId: id, reference: row.reference, kind: 'confirmation' }, tx);
        // The operator is told of it now: a booking first confirmed late is still a new booking to them.
        await operatorEvents.record(tx, id, 'booking.created');
        return 'confirmed';
      });
    } catch (e) {
      if (!(e instanceof SoldOutError || e instanceof RefundOwedError)) throw e;
      return refunds.refundLatePayment(id);
    }
  }

  return {
    async fulfil(bookingId: string): Promise<FulfilResult> {
      const confirmed = await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        const [row] = await tx
          .update(bookings)
          .set({ status: 'confirmed', confirmedAt: now, paidAt: now })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
          .returning({ reference: bookings.reference });
        if (row) {
          await jobs.send(QUEUES.email, { bookingId, reference: row.reference, kind: 'confirmation' }, tx);
          await operatorEvents.record(tx, bookingId, 'booking.created');
        }
        return Boolean(row);
      });
      if (confirmed) return 'confirmed';
      const [current] = await ctx.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      if (!current) return 'unknown';
      if (current.status === 'confirmed') return 'already-confirmed';
      if (current.status === 'refunded') return 'refunded';
      return reconfirmReleased(bookingId);
    },
  };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;

/** Decorates `app.fulfilment`. */
export const fulfilmentPlugin = fp(async (app) => void app.decorate('fulfilment', createFulfilment(app.ctx, app)), {
  name: 'fulfilment',
  dependencies: ['context', 'catalog', 'jobs', 'refunds', 'operator-events'],
});
