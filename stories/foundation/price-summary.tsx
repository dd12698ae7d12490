import { applyCoupon, flatDays, formatGBP, stayPrice } from '@parking/core';

/** Props of the workbench price summary; every amount is integer pence. */
export type PriceSummaryProps = {
  /** Provider's price for one vehicle for one chargeable day, in pence. */
  pricePerDay: number;
  /** Chargeable days of the stay (core `chargeableDays`). */
  days: number;
  /** Number of vehicles parked. */
  noOfVehicles: number;
  /** Coupon percentage off the parking total, e.g. 7.5 for CAP15; absent means no coupon. */
  couponPercent?: number;
};

/**
 * A foundation story subject: shows how core's money rules (stayPrice, applyCoupon, formatGBP)
 * compose into the totals a visitor sees, so a change to those rules is visible on the workbench.
 */
export function PriceSummary({ pricePerDay, days, noOfVehicles, couponPercent }: PriceSummaryProps) {
  const parking = stayPrice(flatDays(pricePerDay, days), noOfVehicles);
  const { discount, total } = applyCoupon(parking, couponPercent ?? 0);
  return (
    <section aria-label="Price summary">
      <dl>
        <dt>
          Parking ({days} {days === 1 ? 'day' : 'days'}, {noOfVehicles} {noOfVehicles === 1 ? 'vehicle' : 'vehicles'})
        </dt>
        <dd>{formatGBP(parking)}</dd>
        {couponPercent ? (
          <>
            <dt>Coupon ({couponPercent}% off)</dt>
            <dd>-{formatGBP(discount)}</dd>
          </>
        ) : null}
        <dt>Total to pay</dt>
        <dd data-testid="total">{formatGBP(total)}</dd>
      </dl>
    </section>
  );
}
