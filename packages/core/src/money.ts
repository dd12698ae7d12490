import { z } from 'zod/mini';

/** Currency of every price (docs/product-rules.md#search-rules). */
export const CURRENCY = 'GBP';

/** An amount of money in integer pence. */
export const PenceSchema = z.int().check(z.nonnegative());
export type Pence = z.infer<typeof PenceSchema>;

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });

/** Pence shown as GBP, e.g. 12345 → "£123.45". */
export function formatGBP(pence: number): string {
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
