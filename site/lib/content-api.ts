import useSWR from 'swr';
import {
  AirportListResponseSchema,
  BlogListResponseSchema,
  BlogResponseSchema,
  ProviderListResponseSchema,
  ReviewListResponseSchema,
} from '@parking/core';
import type { z } from 'zod';
import { ApiRequestError, getJson } from './api';

/** GET and check the answer's shape, so a server change shows a clear error rather than a crash. */
async function getParsed<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await getJson<unknown>(path));
  if (!parsed.success) throw new ApiRequestError('The server sent an answer we did not expect.', 200);
  return parsed.data;
}

/** Reviews from verified bookings (GET /reviews). */
export function useReviews() {
  return useSWR('/reviews', (p: string) => getParsed(p, ReviewListResponseSchema).then((r) => r.data.items));
}

/** The blog list (GET /blogs). */
export function useBlogs() {
  return useSWR('/blogs', (p: string) => getParsed(p, BlogListResponseSchema).then((r) => r.data.items));
}

/** One blog post (GET /blogs/:id); a 404 arrives as an ApiRequestError with status 404. */
export function useBlog(id: string) {
  return useSWR(`/blogs/${encodeURIComponent(id)}`, (p: string) =>
    getParsed(p, BlogResponseSchema).then((r) => r.data),
  );
}

/** The airports we sell parking at (GET /airports). */
export function useAirports() {
  return useSWR('/airports?page=1&limit=100', (p: string) =>
    getParsed(p, AirportListResponseSchema).then((r) => r.data.items),
  );
}

/** The SWR key of {@link useAirportProviders}: GET /providers for one airport (its first 100). */
export function airportProvidersKey(airportId: string): string {
  return `/providers?airportId=${encodeURIComponent(airportId)}&page=1&limit=100`;
}

/** The car parks at one airport, recommended first (GET /providers?airportId=…). */
export function useAirportProviders(airportId: string) {
  return useSWR(airportProvidersKey(airportId), (p: string) =>
    getParsed(p, ProviderListResponseSchema).then((r) => r.data.items),
  );
}
