import type { StaffPayment } from '@parking/core';
import type { LoadedBooking } from './service-load';

const iso = (d: Date) => d.toISOString();
const REFUND_STATUS = { pending: 'pending', done: 'succeeded', failed: 'failed' } as const;

/** Payments and refunds on the money ledger (a refund `pending` until the provider accepted it). */
function ledgerMoney(l: LoadedBooking): StaffPayment[] {
  const out: StaffPayment[] = [];
  for (const e of l.events) {
    if (e.kind === 'payment' && e.amount !== null)
      out.push({
        kind: 'payment',
        at: iso(e.at),
        amount: e.amount,
        status: 'succeeded',
        cause: e.cause ?? 'booking',
        providerId: e.sessionId,
        summary: e.summary,
      });
    if (e.kind === 'refunded' && e.amount !== null)
      out.push({
        kind: 'refund',
        at: iso(e.at),
        amount: -e.amount,
        status: REFUND_STATUS[e.refundStatus ?? 'done'],
        cause: e.cause,
        providerId: e.refundId,
        summary: e.summary,
      });
  }
  return out;
}

/**
 * Payments and refunds with the provider's status: the checkout (succeeded once the provider reported it,
 * pending while its hold runs), each payment and refund on the money ledger, a late payment's refund
 * (bookings' own refund columns), and an amendment's checkout still waiting.
 */
export function moneyOf(l: LoadedBooking): StaffPayment[] {
  const b = l.booking;
  const out: StaffPayment[] = [];
  const ledgerHasOriginal = l.events.some((e) => e.kind === 'payment' && e.sessionId === b.sessionId);
  if (b.paidAt && !ledgerHasOriginal)
    out.push({
      kind: 'payment',
      at: iso(b.paidAt),
      amount: b.amount,
      status: 'succeeded',
      cause: 'booking',
      providerId: b.sessionId,
      summary: 'Paid at booking',
    });
  if (!b.paidAt && b.status === 'pending')
    out.push({
      kind: 'payment',
      at: iso(b.createdAt),
      amount: b.amount,
      status: 'pending',
      cause: 'booking',
      providerId: b.sessionId,
      summary: 'Checkout open',
    });
  out.push(...ledgerMoney(l));
  if (b.status === 'refunded' && b.paidAt)
    out.push({
      kind: 'refund',
      at: iso(b.refundedAt ?? b.paidAt),
      amount: b.amount,
      status: b.refundedAt ? 'succeeded' : 'pending',
      cause: 'no spaces left',
      providerId: b.refundId,
      summary: 'Paid after the hold ran out: refunded in full',
    });
  for (const a of l.amendments)
    if (a.status === 'pending' && a.difference > 0)
      out.push({
        kind: 'payment',
        at: iso(a.createdAt),
        amount: a.difference,
        status: 'pending',
        cause: 'amendment',
        providerId: a.sessionId,
        summary: 'Amendment waiting for payment',
      });
  return out.sort((x, y) => x.at.localeCompare(y.at));
}
