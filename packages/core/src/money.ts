import { z } from 'zod/mini';

/** Currency of every price (docs/product-rules.md#search-rules). */
export const CURRENCY = 'GBP';

/** An amount of money in integer pence. */
export const PenceSchema = z.int().check(z.nonnegative());
export type Pence = z.infer<typeof PenceSchema>;

// Made on first use: a page's first Intl formatter starts ICU (~70 ms of a phone's main thread), which a
// partner page should pay only once a price is on screen (docs/decisions/0007-widget-calendar.md).
let gbp: Intl.NumberFormat | undefined;

/** Pence shown as GBP, e.g. 12345 → "£123.45". */
export function formatGBP(pence: number): string {
  gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });
  return gbp.format(pence / 100);
}

/**
 * A percentage of an amount, rounded to the nearest penny (half up). The percentage is taken in
 * basis points so 7.5% is exact integer arithmetic, never a binary fraction.
 */
export function percentOf(pence: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((pence * basisPoints) / 10_000);
}
