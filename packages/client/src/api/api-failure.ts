import { ApiErrorSchema, type ErrorCode } from '@parking/core';

/** Codes of failures the API never sends: the network failed, or the answer was not what we expect. */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

/** The one failure type of every API call (widget and site), typed: the server's `{ error }` body when there is one. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';
  constructor(
    /** The server's error code, or NETWORK / BAD_RESPONSE when no usable answer arrived. */
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    /** The HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Field path → message, e.g. `details.vehicles.0.registration`. */
    readonly fields: Record<string, string> = {},
    /** On PRICE_CHANGED: the new total in pence. */
    readonly newTotal?: number,
  ) {
    super(message);
  }

  /**
   * Whether sending the same request again can help: the network failed, the server failed (5xx) or
   * asked us to slow down (429). A refused request (validation, conflict, not found) fails the same way again.
   */
  get retryable(): boolean {
    const { code, status } = this;
    return code === 'NETWORK' || code === 'RATE_LIMITED' || code === 'INTERNAL' || status === 429 || status >= 500;
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

/** The failure of a request that got no answer: the network (or the fetcher) failed. */
export function networkFailure(): ApiFailure {
  return new ApiFailure('NETWORK', 'We could not reach the server. Check your connection and try again.', 0);
}

/** Any thrown value as an ApiFailure, so views can rely on one shape. */
export function toApiFailure(error: unknown): ApiFailure {
  return error instanceof ApiFailure ? error : networkFailure();
}
