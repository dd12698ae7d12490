import { type BookingCreated, PARKING_TYPE_LABELS, type Quote, type SearchCriteria, formatGBP } from '@parking/core';
import { navigateTop } from '../../lib/navigate';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { StayPriceRows } from '../../ui/stay-price-rows';
import { HoldCountdown } from './hold-countdown';

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
            {quote.provider.name} ({PARKING_TYPE_LABELS[quote.provider.type]}), {quote.provider.airportName}
          </dd>
        </div>
        <StayPriceRows
          criteria={criteria}
          days={quote.days}
          noOfVehicles={quote.vehicles}
          subtotal={subtotal}
          discount={{ label: 'Code applied', amount: subtotal - booking.amount }}
        />
        <div className="ps-summary-total">
          <dt>Total to pay</dt>
          <dd>{formatGBP(booking.amount)}</dd>
        </div>
      </dl>
      <Alert tone="info">You will pay on our secure checkout page; card details never touch this page.</Alert>
      <HoldCountdown until={booking.holdExpiresAt}>
        {() => (
          <div className="ps-actions ps-actions--end">
            <Button variant="primary" onClick={() => navigateTop(booking.checkoutUrl)}>
              Pay {formatGBP(booking.amount)}
            </Button>
          </div>
        )}
      </HoldCountdown>
    </div>
  );
}
