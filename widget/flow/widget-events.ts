import type { SearchCriteria } from '@parking/core';

/**
 * What the widget tells its host. No personal data ever: criteria, provider id, reference and
 * amounts only (docs/product-rules.md#partners-and-the-widget: the partner page never receives PII).
 */
export type WidgetEvents = {
  /** Criteria were published by Update (or automatically from `q`). */
  onSearch?: ((criteria: SearchCriteria) => void) | undefined;
  /** A provider was chosen on the results. `total` in pence. */
  onQuoteSelect?: ((detail: { providerId: string; total: number; criteria: SearchCriteria }) => void) | undefined;
  /** A booking was created and awaits payment. `amount` in pence. */
  onBookingCreated?: ((detail: { reference: string; amount: number; providerId: string }) => void) | undefined;
  /** An API call failed; `code` is the API's error code, or NETWORK / BAD_RESPONSE. */
  onError?: ((detail: { code: string; message: string }) => void) | undefined;
};
