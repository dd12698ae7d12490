import { z } from 'zod/mini';
import { VehicleSchema } from '../../booking';
import { POLICY } from '../../policy';

/**
 * Support's actions on one booking (issue 24), under `/api/v1/console/staff/bookings/:reference/`. Every
 * money action follows one pattern: the money effect first (`money`), then a reason from a fixed list (with
 * free text), then the provider, a timeline entry naming the staff member, and the traveller told (default on).
 */

/** Why a staff member gives money back or cancels; `other` needs words. */
export const STAFF_REASONS = ['goodwill', 'service-problem', 'duplicate', 'price-match', 'other'] as const;
export type StaffReason = (typeof STAFF_REASONS)[number];

/** The reasons in words, for the select and the timeline. */
export const STAFF_REASON_LABELS: Record<StaffReason, string> = {
  goodwill: 'Goodwill gesture',
  'service-problem': 'Problem with the service',
  duplicate: 'Duplicate booking',
  'price-match': 'Price match',
  other: 'Other (say why)',
};

/** The reason as stored on the money ledger and shown on the timeline: `price-match: found cheaper`. */
export const reasonText = (r: { reason: StaffReason; reasonText?: string | undefined }): string =>
  r.reasonText?.trim() ? `${r.reason}: ${r.reasonText.trim()}` : r.reason;

const reasonFields = {
  reason: z.enum(STAFF_REASONS, { error: 'Choose a reason' }),
  /** Free text; required when the reason is `other`, always allowed. */
  reasonText: z.optional(z.string().check(z.maxLength(500, 'Keep the reason under 500 characters'))),
  /** Email the traveller about it (default true). */
  notifyTraveller: z._default(z.boolean(), true),
};

/** `other` without words is refused, next to the reason text field. */
const hasWords = (v: { reason: StaffReason; reasonText?: string | undefined }) =>
  v.reason !== 'other' || Boolean(v.reasonText?.trim());
const OTHER_NEEDS_TEXT = { message: 'Say why when the reason is Other', path: ['reasonText'] };

/** `POST …/refund` (with an Idempotency-Key header): a partial refund, pence, up to what is refundable. */
export const StaffRefundSchema = z
  .object({ amount: z.int().check(z.positive('Enter an amount above £0.00')), ...reasonFields })
  .check(z.refine(hasWords, OTHER_NEEDS_TEXT));
export type StaffRefund = z.input<typeof StaffRefundSchema>;

/** `POST …/cancel`: cancel on the traveller's behalf with a full, partial or no refund. */
export const StaffCancelSchema = z
  .object({
    refund: z.enum(['full', 'partial', 'none']),
    /** Pence, for a partial refund. */
    amount: z.optional(z.int().check(z.positive('Enter an amount above £0.00'))),
    /** Required true to cancel within 48 hours of drop-off (the reason is recorded). */
    overrideCutoff: z._default(z.boolean(), false),
    ...reasonFields,
  })
  .check(
    z.refine(hasWords, OTHER_NEEDS_TEXT),
    z.refine((v) => v.refund !== 'partial' || v.amount !== undefined, {
      message: 'Enter the amount to refund',
      path: ['amount'],
    }),
  );
export type StaffCancel = z.input<typeof StaffCancelSchema>;

/**
 * The emails support can send again: every email we send a traveller about a booking. An email about
 * one event (an amendment, a refund, a handover, a reply) is sent again for the booking's latest of its kind.
 */
export const RESENDABLE_EMAILS = [
  'confirmation',
  'amendment',
  'cancellation',
  'refund',
  'staff-refund',
  'checked-in',
  'checked-out',
  'review-invite',
  'review-hidden',
  'contact-reply',
] as const;
export type ResendableEmail = (typeof RESENDABLE_EMAILS)[number];

/** Each resendable email in words, as the resend menu lists it and the answer names it. */
export const RESENDABLE_EMAIL_WORDS: Record<ResendableEmail, string> = {
  confirmation: 'Booking confirmation',
  amendment: 'Latest amendment',
  cancellation: 'Cancellation',
  refund: 'Payment refunded (no spaces left)',
  'staff-refund': 'Latest refund by our staff',
  'checked-in': 'Latest check-in',
  'checked-out': 'Latest check-out',
  'review-invite': 'Invitation to review',
  'review-hidden': 'Review hidden',
  'contact-reply': 'Latest reply to a contact message',
};

/** `POST …/resend`: send a booking's email again (a new message, through the email jobs). */
export const StaffResendSchema = z.object({ email: z.enum(RESENDABLE_EMAILS, { error: 'Choose an email' }) });
export type StaffResend = z.infer<typeof StaffResendSchema>;

/** `PATCH …/contact`: the traveller's email and/or phone (audited as changed, never the values). */
export const StaffContactSchema = z
  .object({
    email: z.optional(z.email('Enter a valid email address').check(z.maxLength(254))),
    phone: z.optional(z.string().check(z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a phone number of 6 to 20 digits'))),
  })
  .check(z.refine((v) => v.email !== undefined || v.phone !== undefined, { message: 'Change the email or the phone' }));
export type StaffContact = z.infer<typeof StaffContactSchema>;

/** One refund of the booking with its provider status. */
export const StaffRefundLineSchema = z.object({
  eventId: z.string(),
  at: z.string(),
  amount: z.int(),
  status: z.enum(['pending', 'done', 'failed']),
  /** Who asked: `traveller`, `staff`, `system`. */
  actorKind: z.string(),
  reason: z.nullable(z.string()),
});
export type StaffRefundLine = z.infer<typeof StaffRefundLineSchema>;

/** `GET …/money`: the money effect every dialog shows first (pence). */
export const StaffMoneyEffectSchema = z.object({
  reference: z.string(),
  status: z.string(),
  paid: z.int(),
  /** Refunds done, pending or failed (a failed one is retried, not forgotten). */
  refunded: z.int(),
  refundable: z.int(),
  /** What a cancel now would give back with each choice (`partial` is at most this). */
  cancel: z.object({
    allowed: z.boolean(),
    reason: z.optional(z.string()),
    full: z.int(),
    none: z.int(),
    partialMax: z.int(),
    /** The 48-hour rule applies now: a cancel needs `overrideCutoff`. */
    insideCutoff: z.boolean(),
    freeCancellationUntil: z.string(),
  }),
  refunds: z.array(StaffRefundLineSchema),
});
export type StaffMoneyEffect = z.infer<typeof StaffMoneyEffectSchema>;

/** The answer of every action: what it did in words, and the money after it. */
export const StaffActionResultSchema = z.object({ done: z.string(), money: StaffMoneyEffectSchema });
export type StaffActionResult = z.infer<typeof StaffActionResultSchema>;

/**
 * The stay support moves a booking to (same airport and car park): dates, quarter-hour times and the
 * vehicle count. Their shape here; the search's date rules (not in the past, pick-up after drop-off,
 * within the horizon) are checked by the server at its clock, as for the traveller's amendment.
 */
export const StaffAmendStaySchema = z.object({
  entryDate: z.string({ error: 'Choose a drop-off date' }).check(z.minLength(1, 'Choose a drop-off date')),
  entryTime: z.string({ error: 'Choose a drop-off time' }).check(z.minLength(1, 'Choose a drop-off time')),
  exitDate: z.string({ error: 'Choose a pick-up date' }).check(z.minLength(1, 'Choose a pick-up date')),
  exitTime: z.string({ error: 'Choose a pick-up time' }).check(z.minLength(1, 'Choose a pick-up time')),
  noOfVehicles: z.coerce
    .number({ error: 'Choose the number of vehicles' })
    .check(
      z.int('Choose the number of vehicles'),
      z.gte(1, 'At least 1 vehicle'),
      z.lte(POLICY.maxVehicles, `At most ${POLICY.maxVehicles} vehicles`),
    ),
});
export type StaffAmendStay = z.infer<typeof StaffAmendStaySchema>;

/**
 * `POST …/amend`: amend on the traveller's behalf. Same price or cheaper: applied, the difference refunded.
 * Dearer: applied only with `waiveDifference` (a goodwill waiver: nothing is charged).
 */
export const StaffAmendSchema = z
  .extend(StaffAmendStaySchema, {
    /** Every vehicle after the change; omitted keeps the booking's (the first ones when fewer). */
    vehicles: z.optional(z.array(VehicleSchema).check(z.maxLength(POLICY.maxVehicles))),
    /** Required true inside the 24-hour amendment cut-off (the reason is recorded). */
    overrideCutoff: z._default(z.boolean(), false),
    /** A dearer change: waive the difference as goodwill (nothing charged). Required for a dearer change. */
    waiveDifference: z._default(z.boolean(), false),
    /** The difference the preview showed (pence); another one answers 409 PRICE_CHANGED. */
    expectedDifference: z.optional(z.int()),
    ...reasonFields,
  })
  .check(
    z.refine(hasWords, OTHER_NEEDS_TEXT),
    z.refine((v) => v.vehicles === undefined || v.vehicles.length === v.noOfVehicles, {
      message: 'Give one vehicle per space',
      path: ['vehicles'],
    }),
  );
export type StaffAmend = z.infer<typeof StaffAmendSchema>;

/** `POST …/amend/preview` (changes nothing): the money effect of a change before it is made (pence). */
export const StaffAmendPreviewSchema = z.object({
  days: z.int(),
  /** The booking's price now and after the change. */
  currentAmount: z.int(),
  amount: z.int(),
  /** `amount - currentAmount`: above 0 dearer (waived or not made), below 0 refunded. */
  difference: z.int(),
  breakdown: z.string(),
  /** Given back at once for a cheaper change. */
  refund: z.int(),
  /** Waived (goodwill) for a dearer change, if support chooses to. */
  extra: z.int(),
  /** The 24-hour cut-off applies now: the change needs `overrideCutoff`. */
  insideCutoff: z.boolean(),
  amendUntil: z.string(),
});
export type StaffAmendPreview = z.infer<typeof StaffAmendPreviewSchema>;
