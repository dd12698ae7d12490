import {
  DEFAULT_SUPPORT,
  type SupportDetails,
  SupportResponseSchema,
  AirportListResponseSchema,
  BlogListResponseSchema,
  BlogResponseSchema,
  ProviderListResponseSchema,
  ReviewInvitationResponseSchema,
  ReviewListResponseSchema,
} from '@parking/core';
import { AIRPORTS_PATH, type ApiClientOptions, ApiFailure, apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';

/**
 * One content request: its cache key (the path under the API base), how the build turns its JSON answer
 * into the value pages read (`pick`), and how the browser reads it through the one client (`load`). The
 * pre-render hands the build's answers to the client cache as known data, so the first client render
 * equals the pre-rendered HTML.
 */
export type ContentQuery<T> = {
  key: string;
  pick: (json: unknown) => T;
  load: (client: ApiClientOptions) => Promise<T>;
};

function query<S extends z.ZodMiniType, T>(key: string, schema: S, select: (body: z.infer<S>) => T): ContentQuery<T> {
  return {
    key,
    pick: (json) => {
      // Check the answer's shape, so a server change shows a clear error rather than a crash.
      const parsed = z.safeParse(schema, json);
      if (!parsed.success) throw new ApiFailure('BAD_RESPONSE', 'The server sent an answer we did not expect.', 200);
      return select(parsed.data);
    },
    load: async (client) => select(await apiRequest(client, key, { schema })),
  };
}

/** Which reviews to list: all, one airport's, or one provider's. */
export type ReviewFilter = { airportId?: string | undefined; providerId?: string | undefined };

/** GET /reviews with the filter (its first 100). */
function reviewsPath(filter: ReviewFilter): string {
  const params = new URLSearchParams({ page: '1', limit: '100' });
  if (filter.airportId) params.set('airportId', filter.airportId);
  if (filter.providerId) params.set('providerId', filter.providerId);
  return `/reviews?${params}`;
}

/** Every content request the site makes, by what it fetches. */
export const contentQueries = {
  /** Verified reviews and how many match in all. */
  reviews: (filter: ReviewFilter = {}) => query(reviewsPath(filter), ReviewListResponseSchema, (r) => r.data),
  blogs: () => query('/blogs', BlogListResponseSchema, (r) => r.data.items),
  blog: (id: string) => query(`/blogs/${encodeURIComponent(id)}`, BlogResponseSchema, (r) => r.data),
  /** The widget's airport list, under the widget's key: the search form reads the same entry. */
  airports: () => query(AIRPORTS_PATH, AirportListResponseSchema, (r) => r.data.items),
  airportProviders: (airportId: string) =>
    query(
      `/providers?airportId=${encodeURIComponent(airportId)}&page=1&limit=100`,
      ProviderListResponseSchema,
      (r) => r.data.items,
    ),
  support: () => query('/support', SupportResponseSchema, (r) => r.data),
  /** The stay a review link asks about; a used, expired or altered link is an ApiFailure saying which. */
  reviewInvitation: (token: string) =>
    query(`/reviews/invitation?token=${encodeURIComponent(token)}`, ReviewInvitationResponseSchema, (r) => r.data),
};

function useContent<T>({ key, load }: ContentQuery<T>) {
  return useApiQuery(key, load);
}

/** Reviews from verified bookings (GET /reviews), with how many match in all. */
export function useReviews(filter: ReviewFilter = {}) {
  return useContent(contentQueries.reviews(filter));
}

/** The stay an invitation link reviews (GET /reviews/invitation), read as the review page opens. */
export function useReviewInvitation(token: string) {
  return useContent(contentQueries.reviewInvitation(token));
}

/** The blog list (GET /blogs). */
export function useBlogs() {
  return useContent(contentQueries.blogs());
}

/** One blog post (GET /blogs/:id); a 404 arrives as an ApiFailure with status 404. */
export function useBlog(id: string) {
  return useContent(contentQueries.blog(id));
}

/** The cache key of {@link useAirportProviders}: GET /providers for one airport (its first 100). */
export function airportProvidersKey(airportId: string): string {
  return contentQueries.airportProviders(airportId).key;
}

/** The car parks at one airport, recommended first (GET /providers?airportId=…); nothing when no airport. */
export function useAirportProviders(airportId: string | undefined) {
  const { key, load } = contentQueries.airportProviders(airportId ?? '');
  return useApiQuery(airportId ? key : null, load);
}

/**
 * How to reach support, from the server's SUPPORT_* settings (GET /support). Until it answers (and in
 * pre-rendered HTML) the defaults those settings start from are shown, so hydration matches.
 */
export function useSupport(): SupportDetails {
  return useContent(contentQueries.support()).data ?? DEFAULT_SUPPORT;
}
