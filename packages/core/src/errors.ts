import { z } from 'zod';

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
  'FORBIDDEN',
  'CONFLICT',
  'PAYMENT_FAILED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Every API error: `{ error: { code, message, fields? } }`; `fields` maps a field path to its message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On PRICE_CHANGED: the new total in pence, for the visitor to confirm. */
    newTotal: z.number().int().optional(),
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
