import { BookingSuccess } from '../../../widget/index';

/** Props of {@link BookingSuccessSlot}. */
export type BookingSuccessSlotProps = { sessionId: string };

/** The widget's BookingSuccess: reference, instructions, QR code, calendar file. */
export function BookingSuccessSlot({ sessionId }: BookingSuccessSlotProps) {
  return <BookingSuccess sessionId={sessionId} />;
}
