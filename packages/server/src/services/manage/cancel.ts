import { formatGBP } from '@parking/core';
import { and, eq, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { AppError } from '../../errors';
import { type Tx, releaseSpaces } from '../availability';
import type { BookingRow } from '../confirmation';
import type { ServiceContext } from '../context';
import type { OperatorEvents } from '../operator-events/index';
import type { Amendments } from './amend';
import { eventsOf, paidNow } from './ledger';
import type { MoneyEvents, RefundMeta } from './money-events';
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
    /**
     * `staff` cancels on the traveller's behalf: its own refund (pence, at most what was paid; the caller
     * checks the 48-hour rule), its actor and reason on the ledger, and the email only if asked. Its
     * `audit` writes the caller's audit entry in the change's transaction (given the refund made), so the
     * entry and the ledger rows commit or roll back together.
     */
    async cancel(
      row: BookingRow,
      staff?: RefundMeta & { refund: number; audit?: (tx: Tx, refund: number) => Promise<void> },
    ): Promise<number> {
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
      const refund = staff ? Math.min(staff.refund, paidNow(row, events)) : cancelRefundOf(row, events, now);
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
            : staff
              ? 'Cancelled: no refund'
              : 'Cancelled within 48 hours of drop-off: no refund';
        const who = staff ? { actorKind: staff.actorKind, actorId: staff.actorId, reason: staff.reason } : {};
        const email = staff ? staff.email : 'cancellation';
        await money.write(tx, row, { kind: 'cancelled', summary, amount: null, ...who }, email);
        const meta = staff && { actorKind: staff.actorKind, actorId: staff.actorId, reason: staff.reason };
        if (refund > 0) await money.refund(tx, row, all, refund, 'cancellation', meta);
        await operatorEvents.record(tx, row.id, 'booking.cancelled');
        if (staff?.audit) await staff.audit(tx, refund);
      });
      return refund;
    },
  };
}
