import {
  POLICY,
  PARKING_TYPE_LABELS,
  confirmationBreakdown,
  formatGBP,
  toLongDate,
  toLongLondonTime,
} from '@parking/core';
import { useState } from 'react';
import { useConfirmation } from '../../api';
import { useWidgetConfig } from '../../config';
import { Button } from '../../ui/button';
import { CalendarDownload } from './calendar-download';
import { QrCode } from './qr-code';

/** Props of BookingSuccess. */
export type BookingSuccessProps = {
  /** The checkout session id from the success redirect (`session_id`). */
  sessionId: string;
};

/** The confirmation after payment: reference, where to go, what to do, and how to change it. */
export function BookingSuccess({ sessionId }: BookingSuccessProps) {
  const { confirmation: c, error, isLoading, retry } = useConfirmation(sessionId);
  const config = useWidgetConfig();
  const [now] = useState(() => config.now());
  if (error) {
    return (
      <section className="ps-state" role="alert" aria-label="Booking confirmation">
        <p>
          {error.code === 'NOT_FOUND'
            ? 'We could not find this booking. Check the link in your confirmation email.'
            : `We could not load your booking. ${error.message}`}
        </p>
        {error.code === 'NOT_FOUND' ? null : <Button onClick={() => void retry()}>Try again</Button>}
      </section>
    );
  }
  if (isLoading || !c) {
    return (
      <section className="ps-state" aria-busy="true" aria-label="Booking confirmation">
        <p role="status">Loading your booking…</p>
      </section>
    );
  }
  if (c.status === 'refunded' || c.status === 'cancelled' || c.status === 'expired') {
    return <BookingNotConfirmed reference={c.reference} refunded={c.status === 'refunded'} amount={c.amount} />;
  }
  const paid = c.status === 'confirmed';
  return (
    <section className="ps-confirmation" aria-labelledby="ps-confirmation-title">
      <header className="ps-confirmation-header">
        <div>
          <p className={`ps-badge ${paid ? 'ps-badge--park-ride' : 'ps-badge--recommended'}`}>
            {paid ? 'Payment received' : 'Payment being confirmed'}
          </p>
          <h2 id="ps-confirmation-title">Your parking is booked</h2>
          <p>
            Booking reference <strong className="ps-reference">{c.reference}</strong>
          </p>
          <p className="ps-muted">Show this code at the car park. We have also emailed your confirmation.</p>
        </div>
        <QrCode value={c.reference} label={`QR code of booking reference ${c.reference}`} />
      </header>
      <dl className="ps-summary">
        <div>
          <dt>Car park</dt>
          <dd>
            {c.provider.name} ({PARKING_TYPE_LABELS[c.provider.type]}), {c.airport.name} ({c.airport.code})
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{c.provider.address}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{c.provider.phone}</dd>
        </div>
        <div>
          <dt>Drop off</dt>
          <dd>{toLongDate(c.criteria.entryDate, c.criteria.entryTime)}</dd>
        </div>
        <div>
          <dt>Pick up</dt>
          <dd>{toLongDate(c.criteria.exitDate, c.criteria.exitTime)}</dd>
        </div>
        <div>
          <dt>Vehicles</dt>
          <dd>{c.vehicles.map((v) => `${v.registration} (${v.colour} ${v.make} ${v.model})`).join(', ')}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{confirmationBreakdown(c)}</dd>
        </div>
        {c.discount > 0 ? (
          <div>
            <dt>Coupon {c.couponCode}</dt>
            <dd>−{formatGBP(c.discount)}</dd>
          </div>
        ) : null}
        <div className="ps-summary-total">
          <dt>{paid ? 'Paid' : 'Amount'}</dt>
          <dd>{formatGBP(c.amount)}</dd>
        </div>
      </dl>
      <div className="ps-instructions">
        <div>
          <h3>When you arrive</h3>
          <ol>
            {c.provider.arrivalInstructions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3>When you return</h3>
          <ol>
            {c.provider.returnInstructions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </div>
      <div className="ps-actions">
        <CalendarDownload confirmation={c} now={now} />
      </div>
      <div className="ps-policy">
        <h3>Need to change or cancel?</h3>
        <p>
          Changes are free up to {POLICY.amendCutoffHours} hours before drop-off (you pay or get back any price
          difference). Cancel up to {POLICY.freeCancellationHours} hours before drop-off for a full refund; later
          cancellations are not refunded. Free cancellation for this booking ends{' '}
          {toLongLondonTime(new Date(c.freeCancellationUntil))}.
        </p>
        {c.manageToken ? (
          // The token rides in the fragment, which is never sent to a server (docs/product-rules.md#amend-and-cancel).
          <a className="ps-button" href={`/amend-booking#token=${encodeURIComponent(c.manageToken)}`} target="_top">
            Manage booking
          </a>
        ) : (
          <p>Use Amend booking with your reference and email.</p>
        )}
      </div>
    </section>
  );
}

/**
 * A payment that could not become a booking (it arrived after the hold ended and the spaces had gone):
 * said plainly, with the refund, never "Your parking is booked".
 */
function BookingNotConfirmed({
  reference,
  refunded,
  amount,
}: {
  reference: string;
  refunded: boolean;
  amount: number;
}) {
  return (
    <section className="ps-state" role="alert" aria-labelledby="ps-not-confirmed-title">
      <h2 id="ps-not-confirmed-title">This booking is not confirmed</h2>
      <p>
        Booking {reference} could not be confirmed: the spaces were taken before your payment reached us.{' '}
        {refunded
          ? `We have refunded the full ${formatGBP(amount)} to your card; it usually appears within 5 to 10 working days.`
          : 'If you paid, the full amount is being refunded to your card, and we will email you when it is done.'}
      </p>
      <p>Please search again to choose another car park.</p>
    </section>
  );
}
