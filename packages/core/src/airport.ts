import { z } from 'zod/mini';

/** An airport we sell parking at (docs/product-rules.md#search-form). `id` is the slug used in `/airport/:name`. */
export const AirportSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  city: z.string(),
  country: z.string(),
});
export type Airport = z.infer<typeof AirportSchema>;

/** Query of `GET /airports` (docs/product-rules.md#search-form: page=1, limit=100). */
export const AirportListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page starts at 1')), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100, 'limit is at most 100')), 100),
});
export type AirportListQuery = z.infer<typeof AirportListQuerySchema>;

/** A page of items, as the API wraps every list (`data.items`, docs/product-rules.md#search-form). */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.object({ items: z.array(item), total: z.int(), page: z.int(), limit: z.int() }),
  });
}

/** Answer of `GET /airports`. */
export const AirportListResponseSchema = pageSchema(AirportSchema);
export type AirportListResponse = z.infer<typeof AirportListResponseSchema>;
