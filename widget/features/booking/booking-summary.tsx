import {
  PARKING_TYPE_LABELS,
  type Quote,
  type SearchCriteria,
  formatGBP,
  priceBreakdown,
  toLongDate,
} from '@parking/core';

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
          <div>
            <dt>Drop off</dt>
            <dd>{toLongDate(criteria.entryDate, criteria.entryTime)}</dd>
          </div>
          <div>
            <dt>Pick up</dt>
            <dd>{toLongDate(criteria.exitDate, criteria.exitTime)}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd>{priceBreakdown(p.pricePerDay, quote.days, quote.vehicles)}</dd>
          </div>
          {coupon ? (
            <div>
              <dt>Code {coupon.code}</dt>
              <dd>
                −{formatGBP(coupon.discount)} <span className="ps-muted">(was {formatGBP(total)})</span>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <p className="ps-total" aria-live="polite">
        <span className="ps-visually-hidden">Total to pay: </span>
        {formatGBP(total - (coupon?.discount ?? 0))}
      </p>
    </section>
  );
}
