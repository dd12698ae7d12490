import { PARKING_TYPE_LABELS, type Quote, type SearchCriteria, formatGBP } from '@parking/core';
import { StayPriceRows } from '../../ui/stay-price-rows';

/** Props of BookingSummary. */
export type BookingSummaryProps = {
  quote: Quote;
  criteria: SearchCriteria;
  /** The total before any coupon, in pence (the quote's, or a re-priced one the visitor confirmed). */
  total: number;
  /** An accepted coupon: its code and what it takes off, in pence. */
  coupon?: { code: string; discount: number } | undefined;
};

/**
 * What is being booked, at the top of step 1: car park, airport, both dates and times with the weekday,
 * how the price is made, any coupon, and the sum to pay, which follows an accepted coupon at once.
 */
export function BookingSummary({ quote, criteria, total, coupon }: BookingSummaryProps) {
  const p = quote.provider;
  return (
    <section className="ps-summary-line" aria-label="Your booking">
      <div>
        <h3>{p.name}</h3>
        <p className="ps-muted">
          {PARKING_TYPE_LABELS[p.type]} at {p.airportName}
        </p>
        <dl className="ps-summary ps-summary--compact">
          <StayPriceRows
            criteria={criteria}
            days={quote.days}
            noOfVehicles={quote.vehicles}
            subtotal={total}
            discount={coupon && { label: `Code ${coupon.code}`, amount: coupon.discount }}
          />
        </dl>
      </div>
      <p className="ps-total" aria-live="polite">
        <span className="ps-visually-hidden">Total to pay: </span>
        {formatGBP(total - (coupon?.discount ?? 0))}
      </p>
    </section>
  );
}
