import { type StaffReview, StaffReviewSchema, type StaffReviews, StaffReviewsSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The cache key (and path under the API base) of the recent reviews. */
export const STAFF_REVIEWS_KEY = '/console/staff/reviews';

/** `GET /api/v1/console/staff/reviews`: the most recent reviews, hidden ones included. */
export function useStaffReviews(): ApiQuery<StaffReviews> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_REVIEWS_KEY, () => apiRequest(api, STAFF_REVIEWS_KEY, { schema: StaffReviewsSchema }));
}

/** What the reviews page changes; each answer is the review as it now is. */
export type ReviewActions = {
  hideReview: (id: string, reason: string) => Promise<StaffReview>;
  unhideReview: (id: string) => Promise<StaffReview>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function reviewActions(client: ApiClientOptions): ReviewActions {
  const path = (id: string, what: string) => `${STAFF_REVIEWS_KEY}/${encodeURIComponent(id)}/${what}`;
  const schema = StaffReviewSchema;
  return {
    hideReview: (id, reason) => apiRequest(client, path(id, 'hide'), { method: 'POST', schema, body: { reason } }),
    unhideReview: (id) => apiRequest(client, path(id, 'unhide'), { method: 'POST', schema }),
  };
}
