/**
 * The product's promises, in one place: the policy pages read these numbers, and the server enforces
 * them, so what a page says is what the code does (product rules).
 */
export const POLICY = {
  /** Full refund when cancelled at least this many hours before drop-off. */
  freeCancellationHours: 48,
  /** Amendments allowed up to this many hours before drop-off, without a fee. */
  amendCutoffHours: 24,
  /** An unpaid booking holds its spaces for this long (the checkout session's life). */
  holdMinutes: 30,
  /** Vehicles per booking (spec §5). */
  maxVehicles: 5,
  /** Passengers per booking. */
  maxPassengers: 8,
  /** The advertised coupon (spec §1). */
  couponCode: 'CAP15',
  couponPercent: 7.5,
  /** A provider counts as "currently viewed" by searches in this many minutes. */
  viewingWindowMinutes: 15,
} as const;
