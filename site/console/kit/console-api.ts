import { type ApiClientOptions, ApiFailure, useApiClient } from '@parking/client';
import { SITE } from '../../config';

/**
 * The console's options of the one API client (@parking/client): same origin, with cookies, since the
 * session is an HttpOnly cookie. ConsoleProviders gives them to its `ApiProvider`; stories and tests give
 * an `ApiProvider` these with a fake `fetcher`.
 */
export const CONSOLE_API: ApiClientOptions = { apiBase: SITE.apiBase, credentials: 'same-origin' };

/**
 * The client options every console request uses, reads and changes alike: those of the nearest
 * `ApiProvider` (ConsoleProviders'), the same the console's cache reads with.
 */
export function useConsoleApi(): ApiClientOptions {
  return useApiClient();
}

/** What each HTTP status of a refused console request means to the person using it, by default. */
const BY_STATUS: Record<number, string> = {
  401: 'You are signed out. Sign in again to continue.',
  403: 'Your role in this organisation does not allow this.',
  404: 'We could not find that. It may have been removed.',
  429: 'Too many attempts. Wait a few minutes and try again.',
};

/**
 * A sentence for a failed console request. Our own routes send `{ error: { code, message } }`, whose
 * message is meant for people; better-auth's endpoints send their own shape, which the client reads as
 * BAD_RESPONSE with only the status: then `fallback` (or the status's meaning) says what happened.
 */
export function failureMessage(error: unknown, fallback?: string): string {
  if (!(error instanceof ApiFailure)) return fallback ?? 'Something went wrong. Try again.';
  if (error.code !== 'BAD_RESPONSE' || error.status === 0) return error.message;
  return fallback ?? BY_STATUS[error.status] ?? 'Something went wrong. Try again.';
}

/**
 * The failure to throw from a form's send so its summary says {@link failureMessage}'s sentence (the
 * form mechanism shows an ApiFailure's message; anything else reads as a network failure).
 */
export function asFailure(error: unknown, fallback: string): ApiFailure {
  const message = failureMessage(error, fallback);
  return error instanceof ApiFailure
    ? new ApiFailure(error.code, message, error.status, error.fields)
    : new ApiFailure('BAD_RESPONSE', message, 0);
}
