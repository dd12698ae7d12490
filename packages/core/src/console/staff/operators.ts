import { z } from 'zod/mini';

/**
 * Operators and their car parks as our staff admins manage them (issue 24), under
 * `/api/v1/console/staff/operators` and `/api/v1/console/staff/car-parks/…`.
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
