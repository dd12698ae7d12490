import { type DayPrice, type Quote, type Stay, applyCoupon, chargeableDates, flatDays, stayPrice } from '@parking/core';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { coupons } from '../db/schema/index';
import type { CatalogProvider } from './catalog';
import type { ServiceContext } from './context';
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

/** Coupons: looked up in the database, case-insensitively, inside their active window. */
function createCoupons(ctx: ServiceContext) {
  return {
    /** The percent off for an active code, or undefined. */
    async percentOff(code: string): Promise<number | undefined> {
      const now = ctx.clock();
      const [row] = await ctx.db
        .select({ bp: coupons.percentBasisPoints })
        .from(coupons)
        .where(
          and(
            eq(coupons.code, code.trim().toUpperCase()),
            lte(coupons.activeFrom, now),
            or(isNull(coupons.activeUntil), gt(coupons.activeUntil, now)),
          ),
        );
      return row ? row.bp / 100 : undefined;
    },
    apply: applyCoupon,
  };
}
export type Coupons = ReturnType<typeof createCoupons>;

/** Decorates `app.coupons`. */
export const couponsPlugin = fp(async (app) => void app.decorate('coupons', createCoupons(app.ctx)), {
  name: 'coupons',
  dependencies: ['context'],
});
