import { createHash } from 'node:crypto';
import { type StaffActionResult, type StaffRefund, formatGBP, reasonText } from '@parking/core';
import { AppError, validationFailed } from '../../../../../errors';
import type { ConsoleMember } from '../../../../../services/accounts/tenancy';
import type { BookingRow } from '../../../../../services/confirmation';
import { eventsOf } from '../../../../../services/manage/ledger';
import { type ActionDeps, auditAction, lockedBooking, moneyEffect, moneyOf } from './service';

/** A refund's event ids from the request's Idempotency-Key: the same click twice writes (and refunds) once. */
const idBaseOf = (bookingId: string, key: string) =>
  `staff-refund-${createHash('sha256').update(`${bookingId}\n${key}`).digest('hex').slice(0, 32)}`;

/**
 * `POST …/refund`: a refund of part of what was paid, written as `refunded` events (actor the staff member,
 * the reason) with their `change-refund` jobs, the email if asked and, for a confirmed booking, the
 * operator's `booking.refunded` event, in one transaction with the audit entry.
 * The provider is asked by the job, with the event's own key, so a crash or a timeout never refunds twice.
 */
export async function staffRefund(
  deps: ActionDeps,
  member: ConsoleMember,
  booking: BookingRow,
  body: StaffRefund & { notifyTraveller: boolean },
  key: string,
): Promise<StaffActionResult> {
  const idBase = idBaseOf(booking.id, key);
  const reason = reasonText(body);
  const outcome = await deps.ctx.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, booking.id);
    const events = await eventsOf({ ...deps.ctx, db: tx as unknown as typeof deps.ctx.db }, row.id);
    const earlier = events.filter((e) => e.id.startsWith(`${idBase}-`));
    if (earlier.length > 0) {
      const amount = earlier.reduce((sum, e) => sum - (e.amount ?? 0), 0);
      if (amount !== body.amount || earlier[0]!.reason !== reason) {
        throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another refund.');
      }
      return 'replayed' as const;
    }
    const { refundable } = moneyEffect(row, events, deps.ctx.clock());
    if (body.amount > refundable) {
      const most = `At most ${formatGBP(refundable)} can be refunded`;
      throw validationFailed({ amount: most }, `${most}.`);
    }
    const all = await deps.manage.money.begin(tx, row, events);
    const meta = { actorKind: 'staff' as const, actorId: member.userId, reason, idBase };
    await deps.manage.money.refund(tx, row, all, body.amount, null, {
      ...meta,
      ...(body.notifyTraveller ? { email: 'staff-refund' as const } : {}),
    });
    // The operator is told of a refund on a booking that stays confirmed (a test booking: nothing, as ever).
    if (row.status === 'confirmed') await deps.manage.operatorEvents.record(tx, row.id, 'booking.refunded');
    await auditAction(deps, tx, member, row.reference, 'booking.refunded', {
      amount: { before: null, after: body.amount },
      reason: { before: null, after: reason },
      notifyTraveller: { before: null, after: body.notifyTraveller },
    });
    return 'written' as const;
  });
  const done = `${outcome === 'replayed' ? 'Already asked: ' : ''}Refund of ${formatGBP(body.amount)} on its way`;
  return { done, money: await moneyOf(deps.ctx, booking) };
}

/** `POST …/refunds/:eventId/retry`: a refused refund asked again (a new job and key); 409 unless it failed. */
export async function retryRefund(
  deps: ActionDeps,
  member: ConsoleMember,
  booking: BookingRow,
  eventId: string,
): Promise<StaffActionResult> {
  await deps.ctx.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, booking.id);
    if (!(await deps.manage.money.retry(tx, row, eventId))) {
      throw new AppError(409, 'CONFLICT', 'Only a failed refund of this booking can be retried.');
    }
    await auditAction(deps, tx, member, row.reference, 'booking.refund-retried', {
      refund: { before: 'failed', after: eventId },
    });
  });
  return { done: 'Refund asked again', money: await moneyOf(deps.ctx, booking) };
}
