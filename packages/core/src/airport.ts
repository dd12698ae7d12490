import { z } from 'zod';

/** An airport we sell parking at (spec §3). `id` is the slug used in `/airport/:name`. */
export const AirportSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  code: z.string().regex(/^[A-Z]{3}$/),
  city: z.string(),
  country: z.string(),
});
export type Airport = z.infer<typeof AirportSchema>;

/** Query of `GET /airports` (spec §7: page=1, limit=100). */
export const AirportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'limit is at most 100').default(100),
});
export type AirportListQuery = z.infer<typeof AirportListQuerySchema>;

/** A page of items, as the API wraps every list (`data.items`, spec §7). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  });
}

/** Answer of `GET /airports`. */
export const AirportListResponseSchema = pageSchema(AirportSchema);
export type AirportListResponse = z.infer<typeof AirportListResponseSchema>;
