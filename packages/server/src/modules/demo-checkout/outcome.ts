import type { BookingRow } from '../../services/confirmation';
import type { FulfilResult } from '../../services/fulfilment';

/** Why a demo session cannot be paid (status and words), or undefined when it can. */
export function refusal(row: BookingRow, now: Date): { status: 409 | 410; message: string } | undefined {
  if (row.status === 'cancelled')
    return { status: 409, message: 'You cancelled this booking, so it can no longer be paid. No money was taken.' };
  if (row.status === 'expired' || (row.status === 'pending' && row.holdExpiresAt <= now))
    return {
      status: 410,
      message:
        'Your 30-minute hold on these spaces has ended, so this booking can no longer be paid. No money was taken. Please search again.',
    };
  if (row.status === 'refunded') return { status: 409, message: refundedMessage('refunded') };
  return undefined;
}

/** What the traveller is told when the payment came after the spaces went. */
export function refundedMessage(result: Extract<FulfilResult, 'refunded' | 'refund-pending'>): string {
  const money = result === 'refunded' ? 'has been refunded in full' : 'is being refunded in full';
  return `Your hold ended and the last spaces were booked by someone else before your payment reached us, so this booking is not confirmed. Your payment ${money}, and we have emailed you about it.`;
}
