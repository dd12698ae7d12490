import {
  type BookingCreated,
  PARKING_TYPE_LABELS,
  type Quote,
  type SearchCriteria,
  formatGBP,
  toDisplayDate,
} from '@parking/core';
import { navigateTop } from '../../lib/navigate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** Props of PaymentSummary. */
export type PaymentSummaryProps = {
  quote: Quote;
  criteria: SearchCriteria;
  booking: BookingCreated;
  /** The total the visitor agreed to before any coupon, in pence. */
  subtotal: number;
};

/** Step 2 "Payment": what is being paid for, then hosted checkout by top-level navigation. */
export function PaymentSummary({ quote, criteria, booking, subtotal }: PaymentSummaryProps) {
  const discount = subtotal - booking.amount;
  return (
    <div className="ps-payment">
      <dl className="ps-summary">
        <div>
          <dt>Booking reference</dt>
          <dd>{booking.reference}</dd>
        </div>
        <div>
          <dt>Car park</dt>
          <dd>
            {quote.provider.name} ({PARKING_TYPE_LABELS[quote.provider.type]})
          </dd>
        </div>
        <div>
          <dt>Drop off</dt>
          <dd>
            {toDisplayDate(criteria.entryDate)} at {criteria.entryTime}
          </dd>
        </div>
        <div>
          <dt>Pick up</dt>
          <dd>
            {toDisplayDate(criteria.exitDate)} at {criteria.exitTime}
          </dd>
        </div>
        <div>
          <dt>Vehicles</dt>
          <dd>{criteria.noOfVehicles}</dd>
        </div>
        {discount > 0 ? (
          <div>
            <dt>Code applied</dt>
            <dd>
              −{formatGBP(discount)} <span className="ps-muted">(was {formatGBP(subtotal)})</span>
            </dd>
          </div>
        ) : null}
        <div className="ps-summary-total">
          <dt>Total to pay</dt>
          <dd>{formatGBP(booking.amount)}</dd>
        </div>
      </dl>
      <Alert tone="info">
        Your spaces are held while you pay. You will pay on our secure checkout page; card details never touch this
        page.
      </Alert>
      <div className="ps-actions ps-actions--end">
        <Button variant="primary" onClick={() => navigateTop(booking.checkoutUrl)}>
          Pay {formatGBP(booking.amount)}
        </Button>
      </div>
    </div>
  );
}
