import { useConsoleTitle } from '../../shell/console-title';

/** Booking (issue 24; placeholder until its part lands). */
export function BookingPage() {
  useConsoleTitle('Booking');
  return <h1>Booking</h1>;
}
