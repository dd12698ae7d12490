import { ApiErrorSchema, type ErrorCode } from '@parking/core';

/** Codes of failures the API never sends: the network failed, or the answer was not what we expect. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

/** A failed API call, typed: the server's `{ error }` body when there is one. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number,
    /** Field path → message, e.g. `details.vehicles.0.registration`. */
    readonly fields: Record<string, string> = {},
    /** On PRICE_CHANGED: the new total in pence. */
    readonly newTotal?: number,
  ) {
    super(message);
  }
}

/** Turns an error response into an ApiFailure, whatever its body holds. */
export async function failureFromResponse(res: Response): Promise<ApiFailure> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiFailure(
      res.status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE',
      `The server answered ${res.status}`,
      res.status,
    );
  }
  const { code, message, fields, newTotal } = parsed.data.error;
  return new ApiFailure(code, message, res.status, fields, newTotal);
}

/** Any thrown value as an ApiFailure, so views can rely on one shape. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  return new ApiFailure('NETWORK', 'We could not reach the server. Check your connection and try again.', 0);
}
