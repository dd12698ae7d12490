import { useConsoleTitle } from '../../shell/console-title';

/** Bookings and earnings (issue 23; placeholder until its part lands). */
export function EarningsPage() {
  useConsoleTitle('Bookings and earnings');
  return <h1>Bookings and earnings</h1>;
}
