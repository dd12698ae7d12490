import { z } from 'zod/mini';
import { BookingReferenceSchema, BookingStatusSchema, ConfirmationSchema, TITLES, VehicleSchema } from './booking';
import { EmailSchema, FlightNumberSchema, PhoneSchema } from './contact-details';
import { PenceSchema } from './money';
import { POLICY } from './policy';
import { SearchCriteriaSchema } from './search';
import { CarHandoverSchema } from './console/operator/handover';

/**
 * Manage my booking (docs/product-rules.md#amend-and-cancel): the traveller finds a booking by
 * reference and email, or opens the signed link from the confirmation email; either gives a manage
 * token that the look-up, amend and cancel calls carry as `Authorization: Bearer <token>`. Nothing
 * personal ever travels in a URL.
 */

/** `POST /manage/lookup`: the booking reference (any case, spaces trimmed) and the email it was made with. */
export const ManageLookupSchema = z.object({
  reference: z.pipe(
    z.string({ error: 'Enter your booking reference' }).check(z.trim(), z.toUpperCase()),
    BookingReferenceSchema,
  ),
  email: EmailSchema,
});
export type ManageLookup = z.infer<typeof ManageLookupSchema>;

/** A manage token and when it stops working (the pick-up time of the stay). */
export const ManageTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type ManageToken = z.infer<typeof ManageTokenSchema>;

/** One line of a booking's history, newest last. `amount`: money taken (+) or given back (−), pence. */
export const BookingHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['booked', 'amended', 'amend-pending', 'cancelled', 'refunded', 'payment']),
  summary: z.string(),
  amount: z.nullable(z.int()),
});
export type BookingHistoryEntry = z.infer<typeof BookingHistoryEntrySchema>;

/** The traveller's own contact and trip details, as they may be amended. */
export const ManagedDetailsSchema = z.object({
  title: z.optional(z.enum(TITLES)),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  outboundTerminal: z.optional(z.string()),
  outboundFlight: z.optional(z.string()),
  returnFlight: z.optional(z.string()),
  passengers: z.int(),
});
export type ManagedDetails = z.infer<typeof ManagedDetailsSchema>;

/** What an action would do now, said before the traveller takes it. */
export const ManageActionSchema = z.object({
  allowed: z.boolean(),
  /** Why not, in words for the traveller, when not allowed. */
  reason: z.optional(z.string()),
  /** ISO instant until which the action is free (amend) or fully refunded (cancel). */
  until: z.string(),
});

/** `GET /manage/booking`: everything the manage page shows. */
export const ManagedBookingSchema = z.extend(ConfirmationSchema, {
  status: BookingStatusSchema,
  details: ManagedDetailsSchema,
  /** Total paid so far less refunds, pence. */
  paid: PenceSchema,
  /** What cancelling now gives back, pence (0 inside the last 48 hours). */
  cancelRefund: PenceSchema,
  cancel: ManageActionSchema,
  amend: ManageActionSchema,
  history: z.array(BookingHistoryEntrySchema),
  /** An amendment waiting for its payment, if any. */
  pendingAmendment: z.nullable(z.object({ amount: PenceSchema, checkoutUrl: z.string(), holdExpiresAt: z.string() })),
  /** Each car the car park has checked in: when, its mileage, and when it was returned (no staff, no photos). */
  handovers: z.array(CarHandoverSchema),
});
export type ManagedBooking = z.infer<typeof ManagedBookingSchema>;

const optionalFlight = z.optional(z.union([z.literal(''), FlightNumberSchema]));

/**
 * `POST /manage/amend/quote` and `POST /manage/amend`: the new stay (same airport and car park) and
 * the new details. The coupon of the booking still applies; the vehicles must match the count.
 */
export const AmendRequestSchema = z
  .object({
    criteria: SearchCriteriaSchema,
    vehicles: z.array(VehicleSchema).check(z.minLength(1, 'Add a vehicle'), z.maxLength(POLICY.maxVehicles)),
    details: z.object({
      title: z.optional(z.enum(TITLES)),
      firstName: z.string().check(z.trim(), z.minLength(1, 'Enter your first name'), z.maxLength(60)),
      lastName: z.string().check(z.trim(), z.minLength(1, 'Enter your last name'), z.maxLength(60)),
      email: EmailSchema,
      phone: PhoneSchema,
      outboundTerminal: z.optional(z.string().check(z.trim(), z.maxLength(40))),
      outboundFlight: optionalFlight,
      returnFlight: optionalFlight,
      passengers: z.int().check(z.gte(1), z.lte(POLICY.maxPassengers)),
    }),
    /** On `POST /manage/amend`: the new amount the traveller saw (pence); a different one answers 409 PRICE_CHANGED. */
    expectedAmount: z.optional(PenceSchema),
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.vehicles.length !== b.criteria.noOfVehicles) {
        ctx.addIssue({
          code: 'custom',
          path: ['vehicles'],
          message: `Enter details for ${b.criteria.noOfVehicles} vehicle(s)`,
        });
      }
    }),
  );
export type AmendRequest = z.infer<typeof AmendRequestSchema>;
export type AmendRequestInput = z.input<typeof AmendRequestSchema>;

/** The price of an amendment before it is made. `difference` > 0 is paid, < 0 refunded. */
export const AmendQuoteSchema = z.object({
  days: z.int(),
  subtotal: PenceSchema,
  discount: PenceSchema,
  amount: PenceSchema,
  difference: z.int(),
  breakdown: z.string(),
});
export type AmendQuote = z.infer<typeof AmendQuoteSchema>;

/** `POST /manage/amend`: applied at once (same or lower price, the difference refunded) or awaiting payment. */
export const AmendResultSchema = z.union([
  z.object({ outcome: z.literal('amended'), refund: PenceSchema, booking: ManagedBookingSchema }),
  z.object({
    outcome: z.literal('payment-required'),
    difference: PenceSchema,
    checkoutUrl: z.string(),
    holdExpiresAt: z.string(),
  }),
]);
export type AmendResult = z.infer<typeof AmendResultSchema>;

/** `POST /manage/cancel`: the booking as cancelled and the refund on its way (pence, may be 0). */
export const CancelResultSchema = z.object({ refund: PenceSchema, booking: ManagedBookingSchema });
export type CancelResult = z.infer<typeof CancelResultSchema>;
