import { type Quote, applyCoupon, chargeableDays, stayPrice, type Stay } from '@parking/core';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { coupons } from '../db/schema/index';
import type { CatalogProvider } from './catalog';
import type { ServiceContext } from './context';

/**
 * The price of a stay with one provider: days, total, and the same stay at the provider's published gate
 * price, the only basis a comparison price may have (docs/product-rules.md#quotes-and-prices).
 */
export function priceStay(
  provider: Pick<CatalogProvider, 'pricePerDay' | 'gatePricePerDay'>,
  stay: Stay,
  vehicles: number,
  days = chargeableDays(stay),
) {
  const total = stayPrice(provider.pricePerDay, days, vehicles);
  const gate = provider.gatePricePerDay === null ? null : stayPrice(provider.gatePricePerDay, days, vehicles);
  return { days, total, gateTotal: gate !== null && gate > total ? gate : null };
}

/** One provider's quote for a stay, given its live figures. */
export function buildQuote(
  provider: CatalogProvider,
  stay: Stay,
  vehicles: number,
  live: { spacesLeft: number; totalBooked: number; currentlyViewing: number },
  days = chargeableDays(stay),
): Quote {
  const { spacesPerDay: _capacity, ...wire } = provider;
  const price = priceStay(provider, stay, vehicles, days);
  return {
    provider: { ...wire, totalBooked: live.totalBooked, currentlyViewing: live.currentlyViewing },
    days: price.days,
    vehicles,
    total: price.total,
    gateTotal: price.gateTotal,
    spacesLeft: live.spacesLeft,
    soldOut: live.spacesLeft < vehicles,
  };
}

/** Coupons: looked up in the database, case-insensitively, inside their active window. */
export function createCoupons(ctx: ServiceContext) {
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
