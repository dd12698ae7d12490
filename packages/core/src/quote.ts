import { z } from 'zod';
import { PenceSchema } from './money';
import { ProviderSchema } from './provider';
import { SearchCriteriaSchema } from './search';

/** Price of a stay for all vehicles (product rules: `pricePerDay × days × vehicles`), in pence. */
export function stayPrice(pricePerDay: number, days: number, vehicles: number): number {
  return pricePerDay * days * vehicles;
}

/** One provider's offer for a searched stay. The total is the price paid: no fees are added later. */
export const QuoteSchema = z.object({
  provider: ProviderSchema,
  days: z.number().int().min(1),
  vehicles: z.number().int().min(1),
  total: PenceSchema,
  /** The struck-through "was" total, from the provider's original per-day price; null when none. */
  wasTotal: PenceSchema.nullable(),
  /** The fewest spaces free on any day of the stay. */
  spacesLeft: z.number().int().nonnegative(),
  soldOut: z.boolean(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** Answer of `POST /search/packages`. */
export const SearchResultsSchema = z.object({
  data: z.object({
    criteria: SearchCriteriaSchema,
    days: z.number().int().min(1),
    quotes: z.array(QuoteSchema),
  }),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;
