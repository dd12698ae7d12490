import { readStored, writeStored } from '@parking/widget';

/** The popup re-opens this long after each close (docs/product-rules.md#popup: 30000 ms). */
const POPUP_REOPEN_MS = 30_000;

// The local scope, not the session one: a close or a used code counts in every tab of the visit.
export const CLOSED_AT_KEY = 'popup:closed-at';
export const USED_KEY = 'popup:code-used';

function get(key: string): string | undefined {
  const value = readStored('local', key);
  return typeof value === 'string' ? value : undefined;
}

function set(key: string, value: string): void {
  writeStored('local', key, value);
}

/**
 * Pages where an offer would get in the way of a traveller who is already booking, paying or managing a
 * booking: the booking details and payment steps, the payment landings, and the manage pages.
 */
export function popupAllowedOn(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return !(
    path === '/booking-details' ||
    path.startsWith('/booking/') ||
    path === '/amend-booking' ||
    path.startsWith('/manage')
  );
}

/** The results page: a visitor who lands there came for the results, which a first offer must not cover. */
export function popupWaitsOn(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === '/search';
}

/**
 * A visitor who lands on the results (from a partner's form or a shared link) gets the first offer 30 s
 * after arriving, as if they had closed it then; one who has seen it already keeps their own count.
 */
export function deferFirstPopup(now: number): void {
  if (!get(CLOSED_AT_KEY)) set(CLOSED_AT_KEY, String(now));
}

/** Milliseconds until the popup should open: at once on a first visit, else 30 s after the last close. */
export function popupDelay(now: number, reopenMs: number = POPUP_REOPEN_MS): number | undefined {
  if (get(USED_KEY)) return undefined;
  const closedAt = Number(get(CLOSED_AT_KEY));
  if (!closedAt) return 0;
  return Math.max(0, closedAt + reopenMs - now);
}

export function rememberPopupClosed(now: number): void {
  set(CLOSED_AT_KEY, String(now));
}

/** Once the visitor has taken the code, the popup has nothing more to offer this session. */
export function rememberCodeUsed(): void {
  set(USED_KEY, '1');
}

/** True while the visitor is in a form field: the popup must not take the focus away then. */
export function isTyping(active: Element | null): boolean {
  if (!active) return false;
  return active.matches('input, select, textarea, [contenteditable=""], [contenteditable="true"]');
}
