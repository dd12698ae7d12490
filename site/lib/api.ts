import { type ContactMessageInput } from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';
import { SITE } from '../config';

/**
 * The site's options of the one API client (widget/api): same origin, and cookies sent, since the contact
 * form's CSRF secret is a cookie. Reads go through the cache of `SiteProviders`; the few POSTs below use
 * these options directly. Every failure is an `ApiFailure` (code, message, fields, retryable).
 */
const siteApi: ApiClientOptions = { apiBase: SITE.apiBase, credentials: 'same-origin' };

const CsrfTokenSchema = z.object({ token: z.string() });
const ContactSentSchema = z.object({ data: z.object({ id: z.string() }) });
const ReviewPostedSchema = z.object({ data: z.object({ ok: z.literal(true) }) });

/** POST /contact with a fresh CSRF token (GET /csrf-token sets its secret cookie). */
export async function sendContactMessage(message: ContactMessageInput): Promise<void> {
  const { token } = await apiRequest(siteApi, '/csrf-token', { schema: CsrfTokenSchema });
  await apiRequest(siteApi, '/contact', {
    method: 'POST',
    body: message,
    headers: { 'x-csrf-token': token },
    schema: ContactSentSchema,
  });
}

/** What POST /reviews takes: the invitation link's token (or reference and email), a rating and a few words. */
export type NewReviewInput = { token: string; rating: number | undefined; text: string };

/** POST /reviews: publishes a verified review; a used or expired link is a 404 `ApiFailure`. */
export async function postReview(review: NewReviewInput): Promise<void> {
  await apiRequest(siteApi, '/reviews', { method: 'POST', body: review, schema: ReviewPostedSchema });
}
