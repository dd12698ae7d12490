import { encodeSearchParam } from '@parking/core';
import type { SearchCriteria } from '@parking/core';

/** The `q` value, URL-encoded: base64 may hold "+", "/" and "=", which a query string would mangle. */
function q(criteria: SearchCriteria): string {
  return encodeURIComponent(encodeSearchParam(criteria));
}

/** `/search?q=…`, the results page for these criteria (docs/architecture.md#api). */
export function searchHref(criteria: SearchCriteria): string {
  return `/search?q=${q(criteria)}`;
}

/** `/booking-details?q=…&provider=…`, step 1 for one provider. */
export function bookingHref(criteria: SearchCriteria, providerId: string): string {
  return `/booking-details?q=${q(criteria)}&provider=${encodeURIComponent(providerId)}`;
}
