/**
 * The product's promises, in one place: the policy pages read these numbers, and the server enforces
 * them, so what a page says is what the code does (docs/product-rules.md#amend-and-cancel).
 */
export const POLICY = {
  /** Full refund when cancelled at least this many hours before drop-off. */
  freeCancellationHours: 48,
  /** Amendments allowed up to this many hours before drop-off, without a fee. */
  amendCutoffHours: 24,
  /** An unpaid booking holds its spaces for this long (the checkout session's life). */
  holdMinutes: 30,
  /** Vehicles per booking (docs/product-rules.md#search-rules). */
  maxVehicles: 5,
  /** Passengers per booking. */
  maxPassengers: 8,
  /** The advertised coupon (docs/product-rules.md#audience-and-flow). */
  couponCode: 'CAP15',
  couponPercent: 7.5,
  /** A provider counts as "currently viewed" by searches in this many minutes. */
  viewingWindowMinutes: 15,
} as const;
