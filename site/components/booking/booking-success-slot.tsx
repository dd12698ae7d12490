/** Props of {@link BookingSuccessSlot}. */
export type BookingSuccessSlotProps = { sessionId: string };

/** Where the widget's BookingSuccess goes. */
export function BookingSuccessSlot(_props: BookingSuccessSlotProps) {
  return <p className="notice">Your confirmation is on its way.</p>;
}
