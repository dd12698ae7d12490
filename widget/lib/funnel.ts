// The type only: the widget does not parse its own beacon, so no schema reaches the bundle for it.
import type { FunnelEvent, FunnelStep } from '@parking/core';

/** What this page view has reported already: each key's step once, however many widgets or renders. */
const sent = new Set<string>();

/**
 * Reports a step of the partner funnel (`packages/core/src/console/partner/funnel.ts`) once per page view:
 * a `sendBeacon` text/plain POST of `{ k, s }`, which survives a navigation (redirect mode) and
 * carries no cookie and nothing about the visitor. Without a partner key (our own site) it does nothing.
 * Any later step reports `loaded` first, so the funnel's order holds whenever `loaded` would have gone.
 */
export function sendFunnelStep(apiBase: string | undefined, key: string | undefined, s: FunnelStep): void {
  if (!key) return;
  if (s !== 'loaded') sendFunnelStep(apiBase, key, 'loaded');
  const body = JSON.stringify({ k: key, s } satisfies FunnelEvent);
  if (sent.has(body)) return;
  sent.add(body);
  try {
    navigator.sendBeacon(`${apiBase || '/api/v1'}/partner/events`, body);
  } catch {
    // A malformed api-base must not break the widget; the API calls report that failure themselves.
  }
}

/**
 * Reports `loaded` off the boot path: when the visitor takes a later step, when the page is hidden or
 * left (`visibilitychange`, `pagehide`: the moments analytics beacons are meant for), or when the widget
 * is removed, whichever comes first. A beacon costs the main thread a network request (about 8 ms on a
 * 4x-slowed phone, docs/decisions/0009-widget-boot.md), which at boot would come out of the widget's
 * budget. Returns the clean-up, which sends it too (a partner's single-page app removing the widget).
 */
export function reportLoadedLater(apiBase: string | undefined, key: string | undefined): () => void {
  if (!key) return () => {};
  const send = () => sendFunnelStep(apiBase, key, 'loaded');
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') send();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', send);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', send);
    send();
  };
}
