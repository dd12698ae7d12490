import { BookingSuccess } from '../../../widget/index';
import { WidgetScope } from './widget-scope';

/** Props of {@link BookingSuccessSlot}. */
export type BookingSuccessSlotProps = { sessionId: string };

/** The widget's BookingSuccess: reference, instructions, QR code, calendar file. */
export function BookingSuccessSlot({ sessionId }: BookingSuccessSlotProps) {
  return (
    <WidgetScope>
      <BookingSuccess sessionId={sessionId} />
    </WidgetScope>
  );
}
