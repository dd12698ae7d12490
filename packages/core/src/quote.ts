import { z } from 'zod/mini';
import { PenceSchema, formatGBP } from './money';
import { ProviderSchema } from './provider';
import { SearchCriteriaSchema } from './search';

/** Price of a stay for all vehicles (docs/product-rules.md#quotes-and-prices: `pricePerDay × days × vehicles`), in pence. */
export function stayPrice(pricePerDay: number, days: number, noOfVehicles: number): number {
  return pricePerDay * days * noOfVehicles;
}

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

/**
 * How a stay's price is made, in words the traveller can multiply out: "£14.99 per vehicle per day ×
 * 8 days × 2 vehicles" (one vehicle: "£14.99 per day × 8 days"). Every summary shows this same line.
 */
export function priceBreakdown(pricePerDay: number, days: number, noOfVehicles: number): string {
  const dayWord = days === 1 ? '1 day' : `${days} days`;
  if (noOfVehicles === 1) return `${formatGBP(pricePerDay)} per day × ${dayWord}`;
  return `${formatGBP(pricePerDay)} per vehicle per day × ${dayWord} × ${noOfVehicles} vehicles`;
}
