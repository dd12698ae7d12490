import { useParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import './bookings.css';
import { BookingActions } from './actions/booking-actions';
import { PriceSection, TravellerSection } from './booking-details';
import { EmailsSection } from './booking-emails';
import { ChangesSection, MoneySection, londonTime } from './booking-records';
import { TimelineSection } from './booking-timeline';
import { addBookingNote, useStaffBooking } from './bookings-api';
import { NoteForm } from './note-form';

/**
 * One booking for support (/console/bookings/:reference): traveller and stay, price and partner, payments
 * and refunds, every email with its delivery status, amendments and handovers, notes, the actions, and one timeline. Each load is
 * recorded in the audit log as a view of the traveller's data.
 */
export function BookingPage() {
  const reference = useParams().reference ?? '';
  useConsoleTitle(`Booking ${reference}`);
  const api = useConsoleApi();
  const booking = useStaffBooking(reference);
  const reload = () => void booking.retry();
  return (
    <>
      <h1>Booking {reference}</h1>
      <QueryState query={booking} what="booking">
        {(b) => (
          <>
            <p className="booking-status">
              Status: <strong>{b.status}</strong>
              {b.test && ' (test booking: demo payment, no operator, no commission)'}
            </p>
            <BookingActions reference={b.reference} onChanged={reload} stay={b.stay} />
            <TravellerSection booking={b} />
            <PriceSection booking={b} />
            <MoneySection booking={b} />
            <EmailsSection booking={b} />
            <ChangesSection booking={b} />
            <section aria-labelledby="booking-notes" className="booking-section">
              <h2 id="booking-notes">Internal notes</h2>
              {b.notes.length === 0 ? (
                <p>No notes yet.</p>
              ) : (
                <ul>
                  {b.notes.map((n, i) => (
                    <li key={`${n.at}-${i}`}>
                      <time dateTime={n.at}>{londonTime(n.at)}</time> {n.author ?? 'A former staff member'}: {n.body}
                    </li>
                  ))}
                </ul>
              )}
              <NoteForm
                onSave={async (body) => {
                  await addBookingNote(api, b.reference, body);
                  await booking.retry();
                }}
              />
            </section>
            <TimelineSection booking={b} />
          </>
        )}
      </QueryState>
    </>
  );
}
