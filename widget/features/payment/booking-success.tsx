import { formatGBP } from '@parking/core';
import { useState } from 'react';
import { useConfirmation } from '../../api';
import { useWidgetConfig } from '../../config';
import { Button } from '../../ui/button';
import { CalendarDownload } from './calendar-download';
import { ChangePolicy, ConfirmationInstructions, ConfirmationSummary } from './confirmation-sections';
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
      <ConfirmationSummary confirmation={c} paid={paid} />
      <ConfirmationInstructions provider={c.provider} />
      <div className="ps-actions">
        <CalendarDownload confirmation={c} now={now} />
      </div>
      <ChangePolicy confirmation={c} />
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
