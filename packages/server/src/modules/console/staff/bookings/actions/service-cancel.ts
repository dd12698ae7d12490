import { type StaffActionResult, type StaffCancel, formatGBP, manageWindows, reasonText } from '@parking/core';
import { AppError, validationFailed } from '../../../../../errors';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { BookingRow } from '../../../../../services/confirmation';
import { type ActionDeps, auditAction, bookingOf, moneyOf } from './service';

type CancelBody = StaffCancel & { notifyTraveller: boolean; overrideCutoff: boolean };

/** The refund a staff cancel gives: everything left, an amount up to it, or nothing. */
function refundOf(body: CancelBody, refundable: number): number {
  if (body.refund === 'none') return 0;
  if (body.refund === 'full') return refundable;
  if ((body.amount ?? 0) > refundable) {
    const most = `At most ${formatGBP(refundable)} can be refunded`;
    throw validationFailed({ amount: most }, `${most}.`);
  }
  return body.amount ?? 0;
}

/**
 * `POST …/cancel`: cancels as the traveller's cancel does (the spaces back, the operator's
 * `booking.cancelled` event, the ledger, the email if asked) with the refund support chose. Inside the
 * 48-hour line it needs `overrideCutoff` (recorded with the reason); after drop-off nobody cancels.
 */
export async function staffCancel(
  deps: ActionDeps,
  member: ConsoleMember,
  booking: BookingRow,
  body: CancelBody,
): Promise<StaffActionResult> {
  const now = deps.ctx.clock();
  const money = await moneyOf(deps.ctx, booking);
  if (!money.cancel.allowed) throw new AppError(409, 'CHANGE_NOT_ALLOWED', money.cancel.reason ?? 'Not allowed.');
  const inside = !manageWindows(booking, now).fullRefund;
  if (inside && !body.overrideCutoff) {
    throw new AppError(
      409,
      'CHANGE_NOT_ALLOWED',
      'Drop-off is less than 48 hours away: tick "Override the 48-hour rule" to cancel on the traveller\'s behalf.',
    );
  }
  const refund = refundOf(body, money.refundable);
  const reason = `${reasonText(body)}${inside ? ' (48-hour rule overridden)' : ''}`;
  const refunded = await deps.manage.cancellation.cancel(booking, {
    actorKind: 'staff',
    actorId: member.userId,
    reason,
    refund,
    ...(body.notifyTraveller ? { email: 'cancellation' as const } : {}),
    // In the cancel's own transaction: a crash after the ledger rows must not lose who did it and why.
    audit: (tx, made) =>
      auditAction(deps, tx, member, booking.reference, 'booking.cancelled', {
        status: { before: booking.status, after: 'cancelled' },
        refund: { before: null, after: made },
        reason: { before: null, after: reason },
        overrideCutoff: { before: null, after: inside },
        notifyTraveller: { before: null, after: body.notifyTraveller },
      }),
  });
  const after = await bookingOf(deps.ctx, booking.reference);
  return {
    done: `Cancelled${refunded > 0 ? `; ${formatGBP(refunded)} to be refunded` : ''}`,
    money: await moneyOf(deps.ctx, after),
  };
}
