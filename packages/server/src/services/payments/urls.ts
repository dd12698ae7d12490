import { type SearchCriteria, encodeSearchParam } from '@parking/core';

/**
 * Where a paid checkout lands: the site's success page (docs/architecture.md#data-flow-of-one-booking).
 * Stripe fills its own `{CHECKOUT_SESSION_ID}` placeholder; the demo checkout passes its session id.
 */
export const successUrl = (publicUrl: string, sessionId: string) =>
  `${publicUrl}/booking/success?session_id=${sessionId}`;

/** Where a cancelled checkout lands, carrying the search so the visitor can pick again. */
export const cancelUrl = (publicUrl: string, sessionId: string, criteria: SearchCriteria) =>
  `${publicUrl}/booking/cancel?session_id=${sessionId}&q=${encodeURIComponent(encodeSearchParam(criteria))}`;

/** Where an amendment's checkout returns, paid or not: the manage page, which reads the session's outcome. */
export const amendReturnUrl = (publicUrl: string, sessionId: string) =>
  `${publicUrl}/amend-booking?amend_session=${sessionId}`;

/** A hosted checkout's "back" link: our own route ends the session and frees the spaces first. */
export const checkoutCancelledUrl = (publicUrl: string, bookingId: string) =>
  `${publicUrl}/api/v1/checkout/cancelled/${bookingId}`;
