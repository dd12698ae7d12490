import { stayDates } from '@parking/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { SoldOutError, holdSpaces } from './availability';
import type { Catalog } from './catalog';
import type { BookingRow } from './confirmation';
import type { ServiceContext } from './context';

/** Outcome of a fulfilment attempt. */
export type FulfilResult = 'confirmed' | 'already-confirmed' | 'unknown' | 'sold-out';

/** Sends the confirmation email of a confirmed booking (the email service). */
export type ConfirmationSender = (row: BookingRow) => Promise<void>;

/**
 * Payment confirmed → booking confirmed → one email. Called by the Stripe webhook and the demo
 * checkout alike, any number of times, in any order with expiry: only the first call changes anything.
 */
export function createFulfilment(ctx: ServiceContext, catalog: Catalog, sendConfirmation: ConfirmationSender) {
  /** A paid booking whose hold was already released (payment landed after expiry) takes its spaces again. */
  async function reconfirmReleased(id: string): Promise<FulfilResult> {
    // Read outside the transaction: PGlite has one connection, and the transaction holds it.
    const [booking] = await ctx.db
      .select({ providerId: bookings.providerId })
      .from(bookings)
      .where(eq(bookings.id, id));
    const provider = booking && (await catalog.provider(booking.providerId));
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: 'confirmed', confirmedAt: ctx.clock(), releasedAt: null })
          .where(and(eq(bookings.id, id), inArray(bookings.status, ['expired', 'cancelled'])))
          .returning();
        if (!row) return 'already-confirmed';
        await holdSpaces(tx, row.providerId, provider?.spacesPerDay ?? 0, stayDates({ ...row }), row.vehicleCount);
        return 'confirmed';
      });
    } catch (e) {
      if (!(e instanceof SoldOutError)) throw e;
      ctx.log.error(
        { bookingId: id },
        'payment received after the hold expired and the spaces are gone: refund needed',
      );
      return 'sold-out';
    }
  }

  /** Sends the email unless it was already sent; a failed send is retried by the sweeper. */
  async function emailOnce(id: string): Promise<void> {
    const [claimed] = await ctx.db
      .update(bookings)
      .set({ emailSentAt: ctx.clock() })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), isNull(bookings.emailSentAt)))
      .returning();
    if (!claimed) return;
    try {
      await sendConfirmation(claimed);
    } catch (err) {
      ctx.log.error({ err, bookingId: id }, 'confirmation email failed; will retry');
      await ctx.db.update(bookings).set({ emailSentAt: null }).where(eq(bookings.id, id));
    }
  }

  return {
    async fulfil(bookingId: string): Promise<FulfilResult> {
      const [row] = await ctx.db
        .update(bookings)
        .set({ status: 'confirmed', confirmedAt: ctx.clock() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
        .returning({ id: bookings.id });
      let result: FulfilResult;
      if (row) result = 'confirmed';
      else {
        const [current] = await ctx.db
          .select({ status: bookings.status })
          .from(bookings)
          .where(eq(bookings.id, bookingId));
        if (!current) return 'unknown';
        result = current.status === 'confirmed' ? 'already-confirmed' : await reconfirmReleased(bookingId);
      }
      if (result === 'confirmed' || result === 'already-confirmed') await emailOnce(bookingId);
      return result;
    },
    /** Retries emails of confirmed bookings that have none yet (after a failed send). */
    async retryEmails(): Promise<void> {
      const rows = await ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.status, 'confirmed'), isNull(bookings.emailSentAt)))
        .limit(20);
      for (const r of rows) await emailOnce(r.id);
    },
  };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
