import { POLICY } from '@parking/core';
import { ManageBooking } from '@parking/widget';
import { Link } from 'react-router';
import { ManageTestNotice } from '../components/booking/test-booking-notice';
import { WidgetScope } from '../components/booking/widget-scope';
import { useManageToken } from '../lib/manage-token';
import { useHydrated } from '../lib/use-hydrated';
import { PageMeta } from '../components/layout/page-meta';
import { SupportLines } from '../components/content/support-contact';
import { useLeaveGuard } from '../components/layout/leave-guard';

/** Manage my booking: find it (or open it from the emailed link), then change or cancel it online. */
export function AmendBookingPage() {
  const [token, setToken] = useManageToken();
  // The pre-rendered form cannot take input before the app owns it: typing would be lost on hydration.
  const hydrated = useHydrated();
  const leave = useLeaveGuard();
  return (
    <article className="page container narrow">
      <PageMeta
        title="Amend Booking"
        description={`Change or cancel your airport parking booking: free amendments up to ${POLICY.amendCutoffHours} hours and free cancellation up to ${POLICY.freeCancellationHours} hours before drop-off.`}
      />
      <h1>Amend or cancel your booking</h1>
      <p className="lead">
        Find your booking with its reference (it starts with CAP-) and the email address you booked with, or open the
        Manage booking link in your confirmation email. You can change or cancel it here.
      </p>
      <div inert={!hydrated}>
        <WidgetScope>
          <ManageTestNotice token={token} />
          <ManageBooking token={token} onToken={setToken} onUnsavedChanges={leave.setDirty} />
        </WidgetScope>
      </div>
      {leave.dialog}
      <section className="content-section">
        <h2>What you can change</h2>
        <ul>
          <li>
            Dates, times, vehicles, flight numbers and contact details, free of charge up to {POLICY.amendCutoffHours}{' '}
            hours before drop-off. If the new stay costs more you pay the difference; if it costs less we refund it.
          </li>
          <li>New dates depend on spaces being available at the same car park.</li>
          <li>Once your stay has started it cannot be changed.</li>
        </ul>
      </section>
      <section className="content-section">
        <h2>Cancelling</h2>
        <p>
          Cancel at least {POLICY.freeCancellationHours} hours before drop-off for a full refund to the card you paid
          with. Later cancellations cannot be refunded. Read the full{' '}
          <Link to="/cancellation-policy">Cancellation Policy</Link>.
        </p>
      </section>
      <section className="content-section">
        <h2>Need a hand?</h2>
        <SupportLines />
        <p>
          Or send us a message with the <Link to="/contact">contact form</Link>.
        </p>
        <p>For your security we confirm every change by email to the address on the booking.</p>
      </section>
    </article>
  );
}
