import { createHash, timingSafeEqual } from 'node:crypto';
import { isLocalhost } from '../../deployment';

/** Who may read `/metrics`: `allowed`; `unauthorized` (401, a token is set); `hidden` (404). */
type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

/** Compares digests, so neither the length nor the first wrong character of a guess shows in the timing. */
function sameSecret(given: string, wanted: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(wanted));
}

/**
 * The rule for `/metrics` (docs/architecture.md#metrics): with METRICS_TOKEN set, only
 * `Authorization: Bearer <token>` reads them; without it, they are served only when PUBLIC_URL is
 * localhost, and anywhere else the route answers 404 as if it did not exist, so a deployment that
 * forgot the token never publishes its figures by accident.
 */
export function metricsAccess(
  env: { METRICS_TOKEN?: string | undefined; PUBLIC_URL: string },
  authorization: string | undefined,
): MetricsAccess {
  if (env.METRICS_TOKEN) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    return match?.[1] && sameSecret(match[1], env.METRICS_TOKEN) ? 'allowed' : 'unauthorized';
  }
  return isLocalhost(env) ? 'allowed' : 'hidden';
}
