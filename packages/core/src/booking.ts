import { z } from 'zod';
import { CouponCodeSchema } from './coupon';
import { EmailSchema, FlightNumberSchema, PhoneSchema, RegistrationSchema } from './contact-details';
import { PenceSchema } from './money';
import { POLICY } from './policy';
import { ParkingTypeSchema } from './provider';
import { SearchCriteriaSchema } from './search';

/** Titles offered on the booking form (optional field). */
export const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] as const;

const text = (message: string, max = 60) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** One vehicle on a booking. */
export const VehicleSchema = z.object({
  registration: RegistrationSchema,
  make: text('Enter the make', 40),
  model: text('Enter the model', 40),
  colour: text('Enter the colour', 30),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** Step 1 "Place Booking" (product rules "Booking"): who, which vehicles, which flights. */
export const BookingDetailsSchema = z.object({
  title: z.enum(TITLES).optional(),
  firstName: text('Enter your first name'),
  lastName: text('Enter your last name'),
  email: EmailSchema,
  phone: PhoneSchema,
  vehicles: z.array(VehicleSchema).min(1, 'Add a vehicle').max(POLICY.maxVehicles),
  outboundTerminal: optionalText(40),
  outboundFlight: z.union([z.literal('').transform(() => undefined), FlightNumberSchema]).optional(),
  returnFlight: z.union([z.literal('').transform(() => undefined), FlightNumberSchema]).optional(),
  passengers: z.coerce
    .number({ error: 'Enter the number of passengers' })
    .int()
    .min(1, 'At least 1 passenger')
    .max(POLICY.maxPassengers, `At most ${POLICY.maxPassengers} passengers`),
  couponCode: CouponCodeSchema.optional().transform((v) => (v ? v : undefined)),
  acceptTerms: z.literal(true, { error: 'Accept the terms and conditions to continue' }),
  marketingOptIn: z.boolean().default(false),
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;
export type BookingDetailsInput = z.input<typeof BookingDetailsSchema>;

/** The body of `POST /bookings`: the searched stay, the chosen provider, the form and the price seen. */
export const BookingRequestSchema = z
  .object({
    providerId: z.string().min(1, 'Choose a provider'),
    criteria: SearchCriteriaSchema,
    details: BookingDetailsSchema,
    /** The total the visitor saw (pence, before coupon); a higher server price answers 409 PRICE_CHANGED. */
    expectedTotal: PenceSchema,
  })
  .superRefine((b, ctx) => {
    if (b.details.vehicles.length !== b.criteria.noOfVehicles) {
      ctx.addIssue({
        code: 'custom',
        path: ['details', 'vehicles'],
        message: `Enter details for ${b.criteria.noOfVehicles} vehicle(s)`,
      });
    }
  });
export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;

/** Meet-and-greet needs the return flight so the driver can track it (product rules). */
export function missingReturnFlight(
  type: z.infer<typeof ParkingTypeSchema>,
  details: Pick<BookingDetails, 'returnFlight'>,
): boolean {
  return type === 'meet-greet' && !details.returnFlight;
}

/** Life of a booking: pending (spaces held) → confirmed (paid) or expired/cancelled (spaces freed). */
export const BookingStatusSchema = z.enum(['pending', 'confirmed', 'expired', 'cancelled']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** Answer of `POST /bookings`. */
export const BookingCreatedSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  /** What the visitor pays, in pence, after any coupon. */
  amount: PenceSchema,
  checkoutUrl: z.string(),
});
export type BookingCreated = z.infer<typeof BookingCreatedSchema>;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `CAP-` + 6 Crockford base32 characters (no I, L, O, U). */
export const BookingReferenceSchema = z
  .string()
  .regex(/^CAP-[0-9A-HJKMNP-TV-Z]{6}$/, 'A booking reference looks like CAP-7K3M9Q');

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
  days: z.number().int(),
  vehicles: z.array(VehicleSchema),
  /** Price before any coupon, the discount, and the amount paid, in pence. */
  subtotal: PenceSchema,
  discount: PenceSchema,
  amount: PenceSchema,
  couponCode: z.string().nullable(),
  /** ISO instant until which cancellation is free. */
  freeCancellationUntil: z.string(),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;
