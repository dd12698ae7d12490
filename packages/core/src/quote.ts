import { z } from 'zod/mini';
import { PenceSchema, formatGBP } from './money';
import { ProviderSchema } from './provider';
import { SearchCriteriaSchema } from './search';

/**
 * Price of a stay for all vehicles, in pence (docs/product-rules.md#quotes-and-prices): the sum of the
 * prices of its chargeable days (one per day, on the dates `chargeableDates` gives) × vehicles. With
 * every day at the standard price this is the old `pricePerDay × days × vehicles`.
 */
export function stayPrice(dayPrices: readonly number[], noOfVehicles: number): number {
  return dayPrices.reduce((sum, p) => sum + p, 0) * noOfVehicles;
}

/** The same price on each of `days` days (the standard price, or the gate price compared with it). */
export const flatDays = (pricePerDay: number, days: number): number[] => Array<number>(days).fill(pricePerDay);

/** The price per vehicle of one chargeable day (a London calendar date, `yyyy-MM-dd`). */
export const DayPriceSchema = z.object({ date: z.string(), pricePerDay: PenceSchema });
export type DayPrice = z.infer<typeof DayPriceSchema>;

/** One provider's offer for a searched stay. The total is the price paid: no fees are added later. */
export const QuoteSchema = z.object({
  provider: ProviderSchema,
  days: z.int().check(z.gte(1)),
  /**
   * The number of vehicles the quote is for: the criteria's `noOfVehicles`, the one name used inside. The
   * answer of `POST /search/packages` (its OpenAPI schema, which partners read) calls it `vehicles`, so the
   * wire keeps that name.
   */
  vehicles: z.int().check(z.gte(1)),
  total: PenceSchema,
  /**
   * Each chargeable day's price per vehicle, in date order; only when they differ (the operator's rate
   * calendar), so the results can show how the total is made. Absent: every day costs
   * `total / (days × vehicles)`.
   */
  dayPrices: z.optional(z.array(DayPriceSchema)),
  /**
   * What the same stay costs at the provider's published gate price ("Price at the gate"); null when the
   * provider publishes none or it is not higher. The only basis a comparison price may have.
   */
  gateTotal: z.nullable(PenceSchema),
  /** The fewest spaces free on any day of the stay. */
  spacesLeft: z.int().check(z.nonnegative()),
  soldOut: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** Answer of `POST /search/packages`. */
export const SearchResultsSchema = z.object({
  data: z.object({
    criteria: SearchCriteriaSchema,
    days: z.int().check(z.gte(1)),
    quotes: z.array(QuoteSchema),
  }),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

const dayWord = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * How a stay's price is made, in words the traveller can multiply out: "£14.99 per vehicle per day ×
 * 8 days × 2 vehicles" (one vehicle: "£14.99 per day × 8 days"). When the day prices differ, the honest
 * line gives their range and the total: "£12.00–£15.00 per day, 8 days, total £104.00". Every summary
 * shows this same line.
 */
export function priceBreakdown(dayPrices: readonly number[], noOfVehicles: number): string {
  const days = dayPrices.length;
  const low = Math.min(...dayPrices);
  const high = Math.max(...dayPrices);
  const perDay = noOfVehicles === 1 ? 'per day' : 'per vehicle per day';
  const vehicles = noOfVehicles === 1 ? '' : ` × ${noOfVehicles} vehicles`;
  if (low === high) return `${formatGBP(low)} ${perDay} × ${dayWord(days)}${vehicles}`;
  const total = formatGBP(stayPrice(dayPrices, noOfVehicles));
  return `${formatGBP(low)}–${formatGBP(high)} ${perDay}, ${dayWord(days)}${vehicles}, total ${total}`;
}

/**
 * The breakdown of a stored price, where only the subtotal is kept (a booking keeps its price, not
 * its day prices): the per-day line when it divides evenly, otherwise the days and the total, without
 * inventing a per-day price.
 */
export function subtotalBreakdown(subtotal: number, days: number, noOfVehicles: number): string {
  const perDay = subtotal / (days * noOfVehicles);
  if (Number.isInteger(perDay)) return priceBreakdown(flatDays(perDay, days), noOfVehicles);
  const vehicles = noOfVehicles === 1 ? '' : ` × ${noOfVehicles} vehicles`;
  return `${dayWord(days)}${vehicles} at varying day prices, total ${formatGBP(subtotal)}`;
}

/** A quote's day prices, per vehicle: its `dayPrices`, or the one price every day has. */
export function quoteDayPrices(quote: Pick<Quote, 'days' | 'vehicles' | 'total' | 'dayPrices'>): number[] {
  return (
    quote.dayPrices?.map((d) => d.pricePerDay) ?? flatDays(quote.total / (quote.days * quote.vehicles), quote.days)
  );
}
