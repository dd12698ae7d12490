import { z } from 'zod/mini';
import { BookingStatusSchema } from '../../booking';

/**
 * `GET /api/v1/console/staff/bookings/:reference`: the whole booking as support staff see it, with one
 * timeline of everything that happened to it, each entry with its real actor. Opening it is recorded in
 * the audit log (`booking.viewed`).
 */

/** Who did something: the traveller, a car park's member, one of our staff, or the system. */
export const TimelineActorSchema = z.object({
  kind: z.enum(['traveller', 'operator', 'staff', 'system']),
  /** The person's name when known (a console user), else null. */
  name: z.nullable(z.string()),
});
export type TimelineActor = z.infer<typeof TimelineActorSchema>;

/** Where a provider's answer stands: a payment or refund asked for and not yet answered is `pending`. */
export const ProviderStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type ProviderStatus = z.infer<typeof ProviderStatusSchema>;

/** One payment or refund, in pence (a refund's amount is positive: what goes back). */
export const StaffPaymentSchema = z.object({
  kind: z.enum(['payment', 'refund']),
  at: z.string(),
  amount: z.int(),
  status: ProviderStatusSchema,
  /** What it was for: the booking itself, an amendment or a cancellation. */
  cause: z.nullable(z.string()),
  providerId: z.nullable(z.string()),
  summary: z.string(),
});
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;

/**
 * Where an email stands: waiting for its first try, accepted by the mail transport, failed and to be tried
 * again, or given up (or, for the car park's, nowhere to send it).
 */
export const EmailStatusSchema = z.enum(['queued', 'sent', 'retrying', 'failed']);
export type EmailStatus = z.infer<typeof EmailStatusSchema>;

/**
 * One email we hold for the booking: the traveller's, the car park's (new, amended, cancelled booking,
 * refund) and our replies to contact messages naming it, each with where it stands.
 */
export const StaffEmailSchema = z.object({
  kind: z.enum([
    'confirmation',
    'refund',
    'cancellation',
    'amendment',
    'review-invite',
    'check-in',
    'check-out',
    'no-show',
    'review-hidden',
    'contact-reply',
    'operator-new',
    'operator-amended',
    'operator-cancelled',
    'operator-refunded',
  ]),
  /** A copy our staff asked for (the resend form, or the confirmation again after a changed email address). */
  resent: z.boolean(),
  /**
   * Who it goes to, by role only: the traveller, or the car park's bookings address. Null for a reply to a
   * contact message whose writer used another address than the booking's.
   */
  recipient: z.nullable(z.enum(['traveller', 'car-park'])),
  /** When it was queued; null when nothing records it any more. */
  queuedAt: z.nullable(z.string()),
  /** When the mail transport accepted it; null: not sent (yet). */
  sentAt: z.nullable(z.string()),
  status: EmailStatusSchema,
  /** Sends that failed so far; null once the job that tried it is no longer held. */
  failedAttempts: z.nullable(z.int()),
  /** What it is about: an amendment's change, a refund's amount, a handover's vehicle, why it was sent again. */
  summary: z.string(),
});
export type StaffEmail = z.infer<typeof StaffEmailSchema>;

/** One amendment that waited for (or got) its payment. */
export const StaffAmendmentSchema = z.object({
  at: z.string(),
  status: z.enum(['pending', 'applied', 'expired']),
  /** The price difference in pence (positive: the traveller pays more). */
  difference: z.int(),
  entryDate: z.string(),
  exitDate: z.string(),
});

/** One handover: check-in, check-out or no-show, with links to its photos. */
export const StaffHandoverSchema = z.object({
  kind: z.enum(['check-in', 'check-out', 'no-show']),
  at: z.string(),
  registration: z.string(),
  recordedBy: z.string(),
  mileage: z.nullable(z.int()),
  fuel: z.nullable(z.string()),
  keyTag: z.nullable(z.string()),
  bay: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  /** Addresses of the photos (served to the car park's members and staff only). */
  photos: z.array(z.string()),
});

/** An internal note by a staff member. */
export const StaffBookingNoteSchema = z.object({ at: z.string(), author: z.nullable(z.string()), body: z.string() });
export type StaffBookingNote = z.infer<typeof StaffBookingNoteSchema>;

/** One entry of the timeline, oldest first. */
export const TimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['booked', 'payment', 'refund', 'amendment', 'cancellation', 'email', 'handover', 'note', 'staff']),
  summary: z.string(),
  actor: TimelineActorSchema,
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** The booking page's answer. */
export const StaffBookingSchema = z.object({
  reference: z.string(),
  status: BookingStatusSchema,
  test: z.boolean(),
  createdAt: z.string(),
  anonymised: z.boolean(),
  traveller: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  vehicles: z.array(z.object({ registration: z.string(), make: z.string(), model: z.string(), colour: z.string() })),
  flights: z.object({
    outboundTerminal: z.nullable(z.string()),
    outboundFlight: z.nullable(z.string()),
    returnFlight: z.nullable(z.string()),
  }),
  passengers: z.int(),
  stay: z.object({
    entryDate: z.string(),
    entryTime: z.string(),
    exitDate: z.string(),
    exitTime: z.string(),
    days: z.int(),
    /** How many vehicles the stay is for (`vehicles` above is the list of them; docs/glossary.md). */
    noOfVehicles: z.int(),
  }),
  airport: z.object({ id: z.string(), name: z.string() }),
  carPark: z.object({ id: z.string(), name: z.string() }),
  /** In pence. */
  price: z.object({ subtotal: z.int(), discount: z.int(), coupon: z.nullable(z.string()), amount: z.int() }),
  partner: z.nullable(
    z.object({
      name: z.string(),
      keyName: z.nullable(z.string()),
      commissionBps: z.nullable(z.int()),
      /** Core's `commissionOf` for this booking today, in pence, and its status. */
      commission: z.object({ amount: z.int(), status: z.string(), reason: z.nullable(z.string()) }),
    }),
  ),
  money: z.array(StaffPaymentSchema),
  emails: z.array(StaffEmailSchema),
  amendments: z.array(StaffAmendmentSchema),
  handovers: z.array(StaffHandoverSchema),
  notes: z.array(StaffBookingNoteSchema),
  timeline: z.array(TimelineEntrySchema),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;
