import { z } from 'zod/mini';

/** A review's own words: the form in the browser and `POST /reviews` on the server check them alike. */
export const ReviewTextSchema = z.object({
  rating: z
    .int('Choose a rating from 1 to 5')
    .check(z.minimum(1, 'Choose a rating from 1 to 5'), z.maximum(5, 'Choose a rating from 1 to 5')),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more (at least 10 characters)'),
      z.maxLength(2000, 'At most 2000 characters'),
    ),
});
export type ReviewText = z.infer<typeof ReviewTextSchema>;

/** `GET /reviews/invitation?token=…`: the invitation email's signed link. */
export const ReviewInvitationQuerySchema = z.object({ token: z.string().check(z.minLength(10), z.maxLength(500)) });
export type ReviewInvitationQuery = z.infer<typeof ReviewInvitationQuerySchema>;

/** A London wall-clock moment of the stay. */
const StayMomentSchema = z.object({ date: z.string(), time: z.string() });

/** The stay an invitation asks about, so the form can name it (car park, dates, reference). */
export const ReviewInvitationSchema = z.object({
  reference: z.string(),
  carPark: z.string(),
  airport: z.string(),
  from: StayMomentSchema,
  to: StayMomentSchema,
});
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

export const ReviewInvitationResponseSchema = z.object({ data: ReviewInvitationSchema });
export type ReviewInvitationResponse = z.infer<typeof ReviewInvitationResponseSchema>;
