import { type Quote, applyCoupon, chargeableDays, stayPrice, type Stay } from '@parking/core';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { coupons } from '../db/schema/index';
import type { CatalogProvider } from './catalog';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

/**
 * The price of a stay with one provider: days, total, and the same stay at the provider's published gate
 * price, the only basis a comparison price may have (docs/product-rules.md#quotes-and-prices).
 */
export function priceStay(
  provider: Pick<CatalogProvider, 'pricePerDay' | 'gatePricePerDay'>,
  stay: Stay,
  noOfVehicles: number,
  days = chargeableDays(stay),
) {
  const total = stayPrice(provider.pricePerDay, days, noOfVehicles);
  const gate = provider.gatePricePerDay === null ? null : stayPrice(provider.gatePricePerDay, days, noOfVehicles);
  return { days, total, gateTotal: gate !== null && gate > total ? gate : null };
}

/** One provider's quote for a stay, given its live figures. */
export function buildQuote(
  provider: CatalogProvider,
  stay: Stay,
  noOfVehicles: number,
  live: { spacesLeft: number; totalBooked: number; currentlyViewing: number },
  days = chargeableDays(stay),
): Quote {
  const { spacesPerDay: _capacity, ...wire } = provider;
  const price = priceStay(provider, stay, noOfVehicles, days);
  return {
    provider: { ...wire, totalBooked: live.totalBooked, currentlyViewing: live.currentlyViewing },
    days: price.days,
    // The quote's wire name stays `vehicles` (QuoteSchema, the documented search answer partners read).
    vehicles: noOfVehicles,
    total: price.total,
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
