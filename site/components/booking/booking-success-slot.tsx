import { useEffect } from 'react';
import { BookingSuccess, forgetBookingDrafts } from '@parking/widget';
import { CheckoutTestNotice } from './test-booking-notice';
import { WidgetScope } from './widget-scope';

/** Props of {@link BookingSuccessSlot}. */
export type BookingSuccessSlotProps = { sessionId: string };

/**
 * The widget's BookingSuccess: reference, instructions, QR code, calendar file. Arriving here means the
 * checkout took the payment, so the step-1 draft and its pending Idempotency-Key kept in this tab are
 * forgotten: a new booking starts blank and must never replay the paid one.
 */
export function BookingSuccessSlot({ sessionId }: BookingSuccessSlotProps) {
  useEffect(() => forgetBookingDrafts(), []);
  return (
    <WidgetScope>
      <CheckoutTestNotice sessionId={sessionId} />
      <BookingSuccess sessionId={sessionId} />
    </WidgetScope>
  );
}
