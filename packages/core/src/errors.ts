import { z } from 'zod/mini';

/** Machine-readable error codes the API answers with. */
export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'PRICE_CHANGED',
  'SOLD_OUT',
  'COUPON_INVALID',
  /** POST /coupons/check: no active coupon has that code (unknown, expired or not yet valid). */
  'COUPON_NOT_FOUND',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'RATE_LIMITED',
  /** An operations route (`/metrics`) without its bearer token, or with a wrong one. */
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** A console route without a valid session (signed out, forged or expired cookie). */
  'UNAUTHENTICATED',
  /** A staff session idle for more than 12 hours: it has been ended; sign in again. */
  'SESSION_EXPIRED',
  /** A staff console route for a staff member who has not enrolled a passkey yet. */
  'PASSKEY_REQUIRED',
  /**
   * A staff route on a session opened by emailed link, for an account that has a passkey: only a passkey
   * sign-in opens the staff console (docs/product-rules.md, Console security).
   */
  'PASSKEY_SIGN_IN_REQUIRED',
  /**
   * An action that moves money or personal data (or changes staff roles) on a session whose last passkey
   * assertion is older than the step-up window: confirm with the passkey (`POST /api/v1/console/step-up`), then retry.
   */
  'STEP_UP_REQUIRED',
  /** A state-changing console or account request that did not come from our own pages (its `Origin`). */
  'CROSS_SITE_REFUSED',
  'CONFLICT',
  /** A live widget key asked for by a partner our team has not approved for live keys yet. */
  'LIVE_NOT_APPROVED',
  'PAYMENT_FAILED',
  /** Manage my booking or a review link: the link or token was altered, or belongs to another booking. */
  'LINK_INVALID',
  /** Manage my booking or a review link: the link or token has run out. */
  'LINK_EXPIRED',
  /** A review link whose stay has been reviewed already. */
  'ALREADY_REVIEWED',
  /** Manage my booking: the change is past its window, the stay has started, or the booking is not active. */
  'CHANGE_NOT_ALLOWED',
  /** The server is saturated (event loop or memory) and sheds load: retry after the `Retry-After` seconds. */
  'UNAVAILABLE',
  /** An uploaded photo that is not a JPEG, PNG or WebP image (read from its bytes, not its name). */
  'UPLOAD_TYPE',
  /** An uploaded photo over 5 MB, or with more pixels than a camera takes. */
  'UPLOAD_TOO_LARGE',
  /** More photos than one upload allows (8). */
  'UPLOAD_TOO_MANY',
  /** An uploaded photo that could not be decoded (truncated or damaged). */
  'UPLOAD_UNREADABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every API error: `{ error: { code, message, fields? } }`; `fields` maps a field path to its message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** On PRICE_CHANGED: the new total in pence, for the visitor to confirm. */
    newTotal: z.optional(z.int()),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Flattens zod issues into `{ "vehicles.0.registration": "message" }` for `ApiError.fields`. */
export function issuesToFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
