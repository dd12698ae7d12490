import { z } from 'zod/mini';
import { fromNotAfterTo, isoInstant } from './api-dates';
import { AuditQuerySchema } from './console';

/**
 * Administration by our staff admins (issue 24): operators and their car parks, partner keys, coupons and
 * reviews under `/api/v1/console/staff/…`, and the staff filters of the audit log. The server answers with
 * these shapes and the staff pages parse with them.
 */

const id = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(100));

/** A car park's id: lower-case words joined by dashes, like `luton-park-and-fly`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One car park as staff see it on the operators page. */
export const StaffCarParkSchema = z.object({
  id: z.string(),
  name: z.string(),
  airportId: z.string(),
  type: z.enum(['meet-greet', 'park-ride']),
  /** False once deactivated: gone from search, its bookings untouched. */
  active: z.boolean(),
});
export type StaffCarPark = z.infer<typeof StaffCarParkSchema>;

/** An operator organisation with its car parks and how many members it has. */
export const StaffOperatorSchema = z.object({
  organizationId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  members: z.int(),
  /** Invitations not yet accepted. */
  pendingInvitations: z.int(),
  carParks: z.array(StaffCarParkSchema),
});
export type StaffOperator = z.infer<typeof StaffOperatorSchema>;

/** `GET /api/v1/console/staff/operators`: every operator organisation by name, and car parks with none. */
export const StaffOperatorsSchema = z.object({
  operators: z.array(StaffOperatorSchema),
  unlinked: z.array(StaffCarParkSchema),
});
export type StaffOperators = z.infer<typeof StaffOperatorsSchema>;

/** `POST /api/v1/console/staff/operators`: a new operator organisation and the email its owner is invited at. */
export const NewOperatorSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, 'Enter the company name'), z.maxLength(100, 'At most 100 characters')),
  ownerEmail: z.string().check(z.trim(), z.email('Enter an email address like name@example.com'), z.maxLength(200)),
});
export type NewOperator = z.infer<typeof NewOperatorSchema>;

const text = (message: string, max = 300) => z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max));
/** A whole number from `min` to `max`; anything else (text, empty, fractions) gets `message`. */
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, { message }));

/**
 * `POST /api/v1/console/staff/operators/:orgId/car-parks`: the fields search and booking need; the operator
 * fills in the rest (photos, instructions, prices by day) from its own console. Prices in pence a day.
 */
export const NewCarParkSchema = z.object({
  id: z.optional(z.string().check(z.trim(), z.regex(SLUG, 'Use lower-case words joined by dashes'), z.maxLength(60))),
  name: text('Enter the car park’s name', 100),
  airportId: text('Choose an airport', 100),
  type: z.enum(['meet-greet', 'park-ride'], { error: 'Choose meet & greet or park & ride' }),
  pricePerDay: whole(1, 100_000, 'Enter a price per day from 1p to £1,000'),
  spacesPerDay: whole(1, 10_000, 'Enter 1 to 10,000 spaces'),
  address: text('Enter the address'),
  phone: text('Enter a phone number', 40),
});
export type NewCarPark = z.infer<typeof NewCarParkSchema>;

/** `PUT /api/v1/console/staff/car-parks/:id/operator`: the operator organisation that runs it from now on. */
export const LinkCarParkSchema = z.object({ organizationId: id });
export type LinkCarPark = z.infer<typeof LinkCarParkSchema>;

/** One partner widget key as staff see it (never the key itself). */
export const StaffKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(['test', 'live']),
  organizationId: z.nullable(z.string()),
  organizationName: z.nullable(z.string()),
  /** False once its partner revoked it. */
  active: z.boolean(),
  /** When our staff suspended it (refused like a revoked key until lifted), or null. */
  suspendedAt: z.nullable(z.string()),
});
export type StaffKey = z.infer<typeof StaffKeySchema>;

/** `GET /api/v1/console/staff/keys`: every partner key, by organisation. */
export const StaffKeysSchema = z.object({ keys: z.array(StaffKeySchema) });
export type StaffKeys = z.infer<typeof StaffKeysSchema>;

/** A coupon as staff see it; `state` is worked out from its window now. */
export const StaffCouponSchema = z.object({
  code: z.string(),
  percent: z.number(),
  activeFrom: z.string(),
  activeUntil: z.nullable(z.string()),
  state: z.enum(['scheduled', 'active', 'expired']),
  /** Bookings made with it so far. */
  uses: z.int(),
  /** At most this many bookings may hold it at once (paid, or pending within their hold); null: no limit. */
  maxUses: z.nullable(z.int()),
  /** Bookings that count against `maxUses` now: paid, or pending within their hold (not test bookings). */
  activeUses: z.int(),
});
export type StaffCoupon = z.infer<typeof StaffCouponSchema>;

/** `GET /api/v1/console/staff/coupons`: every coupon, newest window first. */
export const StaffCouponsSchema = z.object({ coupons: z.array(StaffCouponSchema) });
export type StaffCoupons = z.infer<typeof StaffCouponsSchema>;

const USES_MESSAGE = 'Enter a whole number of uses, 1 or more (empty: no limit)';

const instant = isoInstant();

/**
 * `POST /api/v1/console/staff/coupons`: a code (3 to 30 letters or digits, stored upper-case), percent off
 * (0.01 to 100, at most two decimals: the table keeps basis points), when it starts (default now) and
 * when it ends (none: until expired by hand), and how many bookings may use it (none: no limit).
 */
export const NewCouponSchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{3,30}$/, 'Use 3 to 30 letters or digits, like WINTER10')),
  percent: z.number({ error: 'Enter a percentage from 0.01 to 100' }).check(
    z.refine((n) => n > 0 && n <= 100, { message: 'Enter a percentage from 0.01 to 100' }),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { message: 'Use at most two decimals' }),
  ),
  activeFrom: z.optional(instant),
  activeUntil: z.optional(z.nullable(instant)),
  maxUses: z.optional(
    z.nullable(
      z
        .int({ error: USES_MESSAGE })
        .check(z.gte(1, USES_MESSAGE), z.lte(1_000_000, 'Use a limit of at most 1,000,000 uses')),
    ),
  ),
});
export type NewCoupon = z.infer<typeof NewCouponSchema>;

/** One review as staff see it, hidden or not. */
export const StaffReviewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  providerName: z.string(),
  rating: z.int(),
  text: z.string(),
  createdAt: z.string(),
  /** Why and when staff hid it (off every page, rating and count), or null. */
  hidden: z.nullable(z.object({ at: z.string(), reason: z.string() })),
});
export type StaffReview = z.infer<typeof StaffReviewSchema>;

/** `GET /api/v1/console/staff/reviews`: the 100 most recent reviews, newest first. */
export const StaffReviewsSchema = z.object({ reviews: z.array(StaffReviewSchema) });
export type StaffReviews = z.infer<typeof StaffReviewsSchema>;

/**
 * Why a staff admin does something that is asked first (hide a review, take a car park out of search):
 * on the audit log, and for a review in the traveller's email.
 */
export const AdminReasonSchema = z.object({
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, 'Say why, in a few words'), z.maxLength(500, 'At most 500 characters')),
});
export type AdminReason = z.infer<typeof AdminReasonSchema>;

/**
 * The audit log's filters with our staff's two more: `organization` (an organisation id) and `target` (what
 * an entry is about, e.g. a booking reference). Staff read every organisation's entries; everyone else
 * only their own, whatever they ask for.
 */
export const StaffAuditQuerySchema = z
  .object({
    ...AuditQuerySchema.def.shape,
    organization: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    target: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  })
  .check(fromNotAfterTo());
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;

/**
 * `POST /api/v1/console/staff/members/:id/reset-passkeys`: what resetting a staff member's passkeys did
 * (every passkey deleted, every session ended; docs/product-rules.md, Console security).
 */
export const StaffPasskeyResetSchema = z.object({
  /** How many passkeys the member had. */
  passkeysRemoved: z.int(),
  /** How many of their sessions were ended. */
  sessionsEnded: z.int(),
});
export type StaffPasskeyReset = z.infer<typeof StaffPasskeyResetSchema>;
