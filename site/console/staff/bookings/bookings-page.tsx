import { useConsoleTitle } from '../../shell/console-title';

/** Find a booking (issue 24; placeholder until its part lands). */
export function BookingsPage() {
  useConsoleTitle('Find a booking');
  return <h1>Find a booking</h1>;
}
