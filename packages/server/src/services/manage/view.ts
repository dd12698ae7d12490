import { type ManagedBooking, POLICY, manageWindows, toLongLondonTime } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { bookingAmendments } from '../../db/schema/index';
import type { BookingRow, Confirmations } from '../confirmation';
import type { ServiceContext } from '../context';
import { carHandoversOf } from './handovers';
import { type EventRow, balances, eventsOf, historyOf, paidNow } from './ledger';

/** Why the traveller cannot amend or cancel now, in words; undefined when they can. */
export function refusalOf(row: BookingRow, now: Date, action: 'amend' | 'cancel'): string | undefined {
  if (row.status === 'cancelled') return 'This booking has been cancelled.';
  if (row.status !== 'confirmed') return 'This booking was not confirmed, so there is nothing to change.';
  const w = manageWindows(row, now);
  if (w.started) return 'Your stay has started, so the booking can no longer be changed or cancelled online.';
  if (action === 'amend' && !w.canAmend) {
    return `Changes are possible up to ${POLICY.amendCutoffHours} hours before drop-off (until ${toLongLondonTime(w.amendUntil)}). Please call us if you need help.`;
  }
  return undefined;
}

/** What cancelling now gives back, pence: everything kept, up to 48 hours before drop-off; then nothing. */
export function cancelRefundOf(row: BookingRow, events: readonly EventRow[], now: Date): number {
  if (row.status !== 'confirmed' || !manageWindows(row, now).fullRefund) return 0;
  return paidNow(row, events);
}

/** The manage page's view of one booking. */
export function createManageView(ctx: ServiceContext, confirmations: Confirmations) {
  return {
    async of(row: BookingRow): Promise<ManagedBooking> {
      const now = ctx.clock();
      const events = await eventsOf(ctx, row.id);
      const confirmation = await confirmations.fromRow(row);
      const w = manageWindows(row, now);
      const [pending] = await ctx.db
        .select()
        .from(bookingAmendments)
        .where(and(eq(bookingAmendments.bookingId, row.id), eq(bookingAmendments.status, 'pending')));
      const { title, firstName, lastName, email, phone, outboundTerminal, outboundFlight, returnFlight, passengers } =
        row.details;
      const cancelWhy = refusalOf(row, now, 'cancel');
      const amendWhy = pending ? 'Finish paying for your last change first.' : refusalOf(row, now, 'amend');
      return {
        ...confirmation,
        details: {
          title: title as ManagedBooking['details']['title'],
          firstName,
          lastName,
          email,
          phone,
          outboundTerminal,
          outboundFlight,
          returnFlight,
          passengers,
        },
        paid: balances(row, events).reduce((sum, s) => sum + s.paid - s.refunded, 0),
        cancelRefund: cancelRefundOf(row, events, now),
        cancel: {
          allowed: !cancelWhy,
          until: w.freeCancellationUntil.toISOString(),
          ...(cancelWhy ? { reason: cancelWhy } : {}),
        },
        amend: { allowed: !amendWhy, until: w.amendUntil.toISOString(), ...(amendWhy ? { reason: amendWhy } : {}) },
        history: historyOf(row, events),
        pendingAmendment:
          pending?.checkoutUrl && pending.holdExpiresAt > now
            ? {
                amount: pending.difference,
                checkoutUrl: pending.checkoutUrl,
                holdExpiresAt: pending.holdExpiresAt.toISOString(),
              }
            : null,
        handovers: await carHandoversOf(ctx, row.id),
      };
    },
  };
}
