import { type DayPrice, type Quote, type Stay, applyCoupon, chargeableDates, flatDays, stayPrice } from '@parking/core';
import type { Tx } from './availability';
import type { CatalogProvider } from './catalog';
import type { ServiceContext } from './context';
import { type CouponRefusal, couponState } from './coupon-uses';
import fp from 'fastify-plugin';

/**
 * The price of each chargeable day of a stay (per vehicle, in date order): the day's own price from the
 * rate calendar (`prices`), else the car park's standard price. Chargeable day i is drop-off + i
 * (`chargeableDates`, docs/product-rules.md#quotes-and-prices).
 */
export function dayPricesOf(
  provider: Pick<CatalogProvider, 'pricePerDay'>,
  stay: Stay,
  prices: ReadonlyMap<string, number> = new Map(),
): DayPrice[] {
  return chargeableDates(stay).map((date) => ({ date, pricePerDay: prices.get(date) ?? provider.pricePerDay }));
}

/**
 * The price of a stay with one provider: days, total (the sum of its day prices × vehicles), each day's
 * price, and the same stay at the provider's published gate price (`gatePricePerDay × days × vehicles`),
 * the only basis a comparison price may have (docs/product-rules.md#quotes-and-prices). `priced` is false
 * when a day has no price (nothing can be booked over it).
 */
export function priceStay(
  provider: Pick<CatalogProvider, 'pricePerDay' | 'gatePricePerDay'>,
  stay: Stay,
  noOfVehicles: number,
  prices?: ReadonlyMap<string, number>,
) {
  const dayPrices = dayPricesOf(provider, stay, prices);
  const perDay = dayPrices.map((d) => d.pricePerDay);
  const days = dayPrices.length;
  const total = stayPrice(perDay, noOfVehicles);
  const gate =
    provider.gatePricePerDay === null ? null : stayPrice(flatDays(provider.gatePricePerDay, days), noOfVehicles);
  return {
    days,
    total,
    dayPrices,
    varies: perDay.some((p) => p !== perDay[0]),
    priced: perDay.every((p) => p > 0),
    gateTotal: gate !== null && gate > total ? gate : null,
  };
}

/** One provider's quote for a stay, given its live figures and its day prices. */
export function buildQuote(
  provider: CatalogProvider,
  stay: Stay,
  noOfVehicles: number,
  live: { spacesLeft: number; totalBooked: number; currentlyViewing: number; prices?: ReadonlyMap<string, number> },
): Quote {
  const { spacesPerDay: _capacity, ...wire } = provider;
  const price = priceStay(provider, stay, noOfVehicles, live.prices);
  return {
    provider: { ...wire, totalBooked: live.totalBooked, currentlyViewing: live.currentlyViewing },
    days: price.days,
    // The quote's wire name stays `vehicles` (QuoteSchema, the documented search answer partners read).
    vehicles: noOfVehicles,
    total: price.total,
    // Only when the days differ: otherwise every day costs total / (days × vehicles).
    ...(price.varies ? { dayPrices: price.dayPrices } : {}),
    gateTotal: price.gateTotal,
    spacesLeft: live.spacesLeft,
    soldOut: live.spacesLeft < noOfVehicles,
  };
}

/** What a visitor is told of a refused code (the check answers it as for an expired code). */
export const COUPON_REFUSALS: Record<CouponRefusal, string> = {
  invalid: 'That code is not valid',
  'used-up': 'This code has been used up',
};

/**
 * Coupons: looked up in the database, case-insensitively, inside their active window and under their
 * usage cap (paid bookings and pending ones within their hold; an expired or cancelled one frees its use).
 */
function createCoupons(ctx: ServiceContext) {
  return {
    /** The percent off for an active code with a use left, or why it is refused. */
    check: (code: string) => couponState(ctx.db, code, ctx.clock()),
    /**
     * The same check inside the booking's transaction, the coupon row locked (`FOR UPDATE`) so two
     * bookings racing for the last use count one after the other: the second sees the first's row.
     */
    claim: (tx: Tx, code: string) => couponState(tx, code, ctx.clock(), true),
    apply: applyCoupon,
  };
}
export type Coupons = ReturnType<typeof createCoupons>;

/** Decorates `app.coupons`. */
export const couponsPlugin = fp(async (app) => void app.decorate('coupons', createCoupons(app.ctx)), {
  name: 'coupons',
  dependencies: ['context'],
});
