import { ApiFailure } from '@parking/client';

/**
 * What a failed sign-in link says when better-auth sends the person back here with `?error=` (an expired
 * or used link), or when the console sent them here (a staff session ended after 12 idle hours).
 */
export function linkErrorMessage(code: string): string {
  switch (code) {
    case 'INVALID_TOKEN':
    case 'EXPIRED_TOKEN':
      return 'That sign-in link has expired or has already been used: each link works once, for 10 minutes. Ask for a new one below.';
    case 'SESSION_EXPIRED':
      return 'You were signed out after 12 hours without using the console. Sign in again to continue.';
    default:
      return 'We could not sign you in with that link. Ask for a new one below.';
  }
}

/**
 * "Too many attempts, try again in N minutes": the server's 429 says how long to wait in its message
 * (and in Retry-After, which the one API client does not expose); without a number, "a few minutes".
 */
export function rateLimitMessage(failure: ApiFailure): string {
  const minutes = /(\d+)\s*minute/.exec(failure.message)?.[1];
  const wait = minutes ? `${minutes} minute${minutes === '1' ? '' : 's'}` : 'a few minutes';
  return `Too many attempts, try again in ${wait}.`;
}

/** Whether `error` is the server asking us to slow down. */
export const isRateLimited = (error: unknown): error is ApiFailure =>
  error instanceof ApiFailure && (error.status === 429 || error.code === 'RATE_LIMITED');
