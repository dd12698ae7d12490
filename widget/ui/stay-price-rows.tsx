import { type SearchCriteria, formatGBP, subtotalBreakdown, toLongDate } from '@parking/core';

/** Props of StayPriceRows. */
export type StayPriceRowsProps = {
  criteria: SearchCriteria;
  /** Days charged, from the quote. */
  days: number;
  /** How many vehicles the stay is for (the quote's `vehicles`). */
  noOfVehicles: number;
  /** The total before any coupon, in pence: the breakdown is derived from it, so the two always agree. */
  subtotal: number;
  /** What a coupon takes off, in pence, and the row's label ("Code CAP15"); no row when absent or zero. */
  discount?: { label: string; amount: number } | undefined;
};

/**
 * The rows every booking summary shares (step 1 and Payment): drop-off and pick-up with the weekday, how
 * the price is made, and the coupon's saving (docs/product-rules.md#quotes-and-prices). Rendered inside a `<dl>`.
 */
export function StayPriceRows({ criteria, days, noOfVehicles, subtotal, discount }: StayPriceRowsProps) {
  return (
    <>
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
        <dd>{subtotalBreakdown(subtotal, days, noOfVehicles)}</dd>
      </div>
      {discount && discount.amount > 0 ? (
        <div>
          <dt>{discount.label}</dt>
          <dd>
            −{formatGBP(discount.amount)} <span className="ps-muted">(was {formatGBP(subtotal)})</span>
          </dd>
        </div>
      ) : null}
    </>
  );
}
