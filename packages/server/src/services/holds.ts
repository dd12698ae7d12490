import { and, eq, inArray, lt } from 'drizzle-orm';
import { bookings } from '../db/schema/index';
import { releaseSpaces } from './availability';
import type { ServiceContext } from './context';
import type { PaymentGateway } from './payments/gateway';

/**
 * Releasing held spaces. Each release is a conditional status change (pending → expired/cancelled)
 * in the same transaction as the capacity update, so a hold is released at most once however many
 * times a webhook, the sweeper or the cancel button ask.
 */
export function createHolds(ctx: ServiceContext, payments: PaymentGateway) {
  async function release(bookingId: string, status: 'expired' | 'cancelled'): Promise<boolean> {
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookings)
        .set({ status, releasedAt: ctx.clock() })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'pending')))
        .returning();
      if (!row) return false;
      await releaseSpaces(tx, row.providerId, row.entryDate, row.exitDate, row.vehicleCount);
      return true;
    });
  }

  return {
    release,
    /** Releases every pending booking whose hold has run out; returns how many were released. */
    async sweepExpired(): Promise<number> {
      const due = await ctx.db
        .select({ id: bookings.id, sessionId: bookings.sessionId })
        .from(bookings)
        .where(and(inArray(bookings.status, ['pending']), lt(bookings.holdExpiresAt, ctx.clock())));
      let released = 0;
      for (const row of due) {
        // End the session first: one paid at the last second keeps its spaces (its webhook confirms it).
        const closed = row.sessionId
          ? await payments.expireCheckoutSession(row.sessionId).catch((err: unknown) => {
              ctx.log.warn({ err, bookingId: row.id }, 'could not end checkout session; releasing the hold anyway');
              return true;
            })
          : true;
        if (closed && (await release(row.id, 'expired'))) released++;
      }
      if (released > 0) ctx.log.info({ released }, 'released expired holds');
      return released;
    },
  };
}
export type Holds = ReturnType<typeof createHolds>;
