import { z } from 'zod/mini';

/** One review as staff see it, hidden or not. */
export const StaffReviewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  providerName: z.string(),
  rating: z.int(),
  text: z.string(),
  createdAt: z.string(),
  /** Why and when staff hid it (off every page, rating and count), or null. */
  hidden: z.nullable(z.object({ at: z.string(), reason: z.string() })),
});
export type StaffReview = z.infer<typeof StaffReviewSchema>;

/** `GET /api/v1/console/staff/reviews`: the 100 most recent reviews, newest first. */
export const StaffReviewsSchema = z.object({ reviews: z.array(StaffReviewSchema) });
export type StaffReviews = z.infer<typeof StaffReviewsSchema>;
