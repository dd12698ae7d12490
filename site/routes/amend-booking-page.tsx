import { POLICY } from '@parking/core';
import { Link } from 'react-router';
import { PageMeta } from '../components/layout/page-meta';
import { SITE } from '../config';

/** How to amend or cancel a booking under the policy, until self-service lands. */
export function AmendBookingPage() {
  return (
    <article className="page container narrow">
      <PageMeta
        title="Amend Booking"
        description={`Change or cancel your airport parking booking: free amendments up to ${POLICY.amendCutoffHours} hours and free cancellation up to ${POLICY.freeCancellationHours} hours before drop-off.`}
      />
      <h1>Amend or cancel your booking</h1>
      <p className="lead">
        Our team makes changes for you. Have your booking reference (it starts with CAP-) and the email address you
        booked with ready.
      </p>
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
        <h2>How to reach us</h2>
        <ul>
          <li>
            Phone <a href={SITE.supportPhoneHref}>{SITE.supportPhone}</a> ({SITE.supportHours})
          </li>
          <li>
            Email <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>
          </li>
          <li>
            Or send us a message with the <Link to="/contact">contact form</Link>
          </li>
        </ul>
        <p>For your security we confirm every change by email to the address on the booking.</p>
      </section>
    </article>
  );
}
