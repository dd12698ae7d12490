import { z } from 'zod/mini';
import { CouponCodeSchema } from './coupon';
import { EmailSchema, FlightNumberSchema, PhoneSchema, RegistrationSchema } from './contact-details';
import { PenceSchema } from './money';
import { POLICY } from './policy';
import { subtotalBreakdown } from './quote';
import { ParkingTypeSchema } from './provider';
import { SearchCriteriaSchema } from './search';

/** Titles offered on the booking form (optional field). */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;

const text = (message: string, max = 60) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, `At most ${max} characters`));
/** Empty means absent. */
const emptyToUndefined = <T>() => z.transform((v: T | undefined) => (v ? v : undefined));
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`))),
    emptyToUndefined<string>(),
  );
// A copy of the flight number schema per field: the OpenAPI generator drops a schema object's second use
// inside a union, which documented returnFlight as only "".
const optionalFlight = () =>
  z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      FlightNumberSchema.clone(),
    ]),
  );

/** One vehicle on a booking. */
export const VehicleSchema = z.object({
  registration: RegistrationSchema,
  make: text('Enter the make', 40),
  model: text('Enter the model', 40),
  colour: text('Enter the colour', 30),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** Step 1 "Place Booking" (docs/product-rules.md#booking): who, which vehicles, which flights. */
export const BookingDetailsSchema = z.object({
  title: z.optional(z.enum(TITLES)),
  firstName: text('Enter your first name'),
  lastName: text('Enter your last name'),
  email: EmailSchema,
  phone: PhoneSchema,
  vehicles: z.array(VehicleSchema).check(z.minLength(1, 'Add a vehicle'), z.maxLength(POLICY.maxVehicles)),
  outboundTerminal: optionalText(40),
  outboundFlight: optionalFlight(),
  returnFlight: optionalFlight(),
  passengers: z.coerce
    .number({ error: 'Enter the number of passengers' })
    .check(
      z.int(),
      z.gte(1, 'At least 1 passenger'),
      z.lte(POLICY.maxPassengers, `At most ${POLICY.maxPassengers} passengers`),
    ),
  couponCode: z.pipe(z.optional(CouponCodeSchema), emptyToUndefined<string>()),
  acceptTerms: z.literal(true, { error: 'Accept the terms and conditions to continue' }),
  marketingOptIn: z._default(z.boolean(), false),
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;
export type BookingDetailsInput = z.input<typeof BookingDetailsSchema>;

/** The body of `POST /bookings`: the searched stay, the chosen provider, the form and the price seen. */
export const BookingRequestSchema = z
  .object({
    providerId: z.string().check(z.minLength(1, 'Choose a provider')),
    criteria: SearchCriteriaSchema,
    details: BookingDetailsSchema,
    /** The total the visitor saw (pence, before coupon); a higher server price answers 409 PRICE_CHANGED. */
    expectedTotal: PenceSchema,
  })
  .check(
    z.superRefine((b, ctx) => {
      if (b.details.vehicles.length !== b.criteria.noOfVehicles) {
        ctx.addIssue({
          code: 'custom',
          path: ['details', 'vehicles'],
          message: `Enter details for ${b.criteria.noOfVehicles} vehicle(s)`,
        });
      }
    }),
  );
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;

/** Meet-and-greet needs the return flight so the driver can track it (docs/product-rules.md#booking). */
export function missingReturnFlight(
  type: z.infer<typeof ParkingTypeSchema>,
  details: Pick<BookingDetails, 'returnFlight'>,
): boolean {
  return type === 'meet-greet' && !details.returnFlight;
}

/**
 * Life of a booking: pending (spaces held) → confirmed (paid) or expired/cancelled (spaces freed); a
 * payment that lands after the spaces went is refunded automatically (refunded).
 */
export const BookingStatusSchema = z.enum(['pending', 'confirmed', 'expired', 'cancelled', 'refunded']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** Answer of `POST /bookings`. */
export const BookingCreatedSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  /** What the visitor pays, in pence, after any coupon. */
  amount: PenceSchema,
  checkoutUrl: z.string(),
  /** ISO instant until which the spaces are held for this checkout (the payment step counts down to it). */
  holdExpiresAt: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `CAP-` + 6 Crockford base32 characters (no I, L, O, U). */
export const BookingReferenceSchema = z
  .string()
  .check(z.regex(/^CAP-[0-9A-HJKMNP-TV-Z]{6}$/, 'A booking reference looks like CAP-7K3M9Q'));

/** A fresh random booking reference (uniqueness is the database's job). */
export function newBookingReference(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(6));
  return `CAP-${Array.from(bytes, (b) => CROCKFORD[b % 32]).join('')}`;
}

/** What the success page and the email show about a booking. */
export const ConfirmationSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  provider: z.object({
    id: z.string(),
    name: z.string(),
    type: ParkingTypeSchema,
    address: z.string(),
    phone: z.string(),
    arrivalInstructions: z.array(z.string()),
    returnInstructions: z.array(z.string()),
  }),
  airport: z.object({ name: z.string(), code: z.string() }),
  criteria: SearchCriteriaSchema,
  days: z.int(),
  vehicles: z.array(VehicleSchema),
  /** Price before any coupon, the discount, and the amount paid, in pence. */
  subtotal: PenceSchema,
  discount: PenceSchema,
  amount: PenceSchema,
  couponCode: z.nullable(z.string()),
  /** ISO instant until which cancellation is free. */
  freeCancellationUntil: z.string(),
  /**
   * Made through a partner's test key: no money was taken and the car park was not told; every page and
   * email says TEST. Absent on a real booking.
   */
  test: z.optional(z.literal(true)),
  /**
   * On the success page's answer for a confirmed booking only: a manage token (the same kind the
   * emailed link carries) that opens Manage my booking without retyping (docs/product-rules.md#amend-and-cancel).
   */
  manageToken: z.optional(z.string()),
  /**
   * On an unpaid booking whose spaces are still held: where to finish paying and until when (the
   * cancel page's "Resume payment", docs/product-rules.md#booking).
   */
  resume: z.optional(z.object({ checkoutUrl: z.string(), holdExpiresAt: z.string() })),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;

/** A booking's price breakdown line ("£14.99 per vehicle per day × 8 days × 2 vehicles"), before any coupon. */
export function confirmationBreakdown(c: Pick<Confirmation, 'subtotal' | 'days' | 'criteria'>): string {
  const { noOfVehicles } = c.criteria;
  return subtotalBreakdown(c.subtotal, c.days, noOfVehicles);
}
