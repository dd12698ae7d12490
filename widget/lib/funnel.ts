// The type only: the widget does not parse its own beacon, so no schema reaches the bundle for it.
import type { FunnelEvent, FunnelStep } from '@parking/core';

/** What this page view has reported already: each key's step once, however many widgets or renders. */
const sent = new Set<string>();

/**
 * Reports a step of the partner funnel (`packages/core/src/partner-funnel.ts`) once per page view:
 * a `sendBeacon` text/plain POST of `{ k, s }`, which survives a navigation (redirect mode) and
 * carries no cookie and nothing about the visitor. Without a partner key (our own site) it does nothing.
 */
export function sendFunnelStep(apiBase: string | undefined, key: string | undefined, s: FunnelStep): void {
  if (!key) return;
  const body = JSON.stringify({ k: key, s } satisfies FunnelEvent);
  if (sent.has(body)) return;
  sent.add(body);
  try {
    navigator.sendBeacon(`${apiBase || '/api/v1'}/partner/events`, body);
  } catch {
    // A malformed api-base must not break the widget; the API calls report that failure themselves.
  }
}
