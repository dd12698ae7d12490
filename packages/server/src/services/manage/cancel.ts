import { formatGBP } from '@parking/core';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { releaseSpaces } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import type { OperatorEvents } from '../operator-events/index';
import type { Amendments } from './amend';
import { eventsOf } from './ledger';
import type { MoneyEvents } from './money-events';
import { cancelRefundOf, refusalOf } from './view';

/**
 * Cancelling a confirmed booking (docs/product-rules.md#amend-and-cancel): allowed until drop-off;
 * a full refund up to 48 hours before, nothing after. The status change, the released spaces, the
 * refund events and the one cancellation email commit in one transaction.
 */
export function createCancellation(
  ctx: ServiceContext,
  money: MoneyEvents,
  amendments: Amendments,
  operatorEvents: OperatorEvents,
) {
  return {
    async cancel(row: BookingRow): Promise<number> {
      const now = ctx.clock();
      const why = refusalOf(row, now, 'cancel');
      if (why) throw new AppError(409, 'CHANGE_NOT_ALLOWED', why);
      // A change waiting for payment is given up first (its session ended, its extra spaces back).
      if (!(await amendments.dropPending(row.id))) {
        throw new AppError(
          409,
          'CHANGE_NOT_ALLOWED',
          'A payment for your last change is being processed. Try again in a minute.',
        );
      }
      const events = await eventsOf(ctx, row.id);
      const refund = cancelRefundOf(row, events, now);
      await ctx.db.transaction(async (tx) => {
        const [done] = await tx
          .update(bookings)
          .set({ status: 'cancelled', releasedAt: now, version: sql`${bookings.version} + 1` })
          .where(and(eq(bookings.id, row.id), eq(bookings.status, 'confirmed'), eq(bookings.version, row.version)))
          .returning({ id: bookings.id });
        if (!done) throw new AppError(409, 'CONFLICT', 'This booking changed meanwhile. Reload it and try again.');
        // A test booking took no spaces, so it gives none back.
        if (!row.test) await releaseSpaces(tx, row.providerId, row.entryDate, row.exitDate, row.noOfVehicles);
        const all = await money.begin(tx, row, events);
        const summary =
          refund > 0
            ? `Cancelled; ${formatGBP(refund)} to be refunded`
            : 'Cancelled within 48 hours of drop-off: no refund';
        await money.write(tx, row, { kind: 'cancelled', summary, amount: null }, 'cancellation');
        if (refund > 0) await money.refund(tx, row, all, refund, 'cancellation');
        await operatorEvents.record(tx, row.id, 'booking.cancelled');
      });
      return refund;
    },
  };
}
