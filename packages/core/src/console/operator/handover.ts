import { z } from 'zod/mini';
import { isoInstant } from '../../api-dates';
import { londonNow, toLongDate } from '../../calendar';
import { PHOTO_LIMITS } from '../../photo-limits';

/**
 * Handover records (issue 22): the desk checks a car in (handed to the operator), out (handed back) or
 * marks a booking no-show, with time, mileage, fuel, key tag, bay, notes and up to 8 photos. The console
 * posts the form as multipart (photos as files, the rest as these text fields); the server reads the
 * fields with `HandoverFieldsSchema` and answers the records with `HandoverListSchema`.
 */

export const HANDOVER_KINDS = ['check-in', 'check-out', 'no-show'] as const;
export const HandoverKindSchema = z.enum(HANDOVER_KINDS);
export type HandoverKind = z.infer<typeof HandoverKindSchema>;

/** The fuel gauge as the desk reads it. */
export const FUEL_LEVELS = ['empty', 'quarter', 'half', 'three-quarters', 'full'] as const;
export const FuelSchema = z.enum(FUEL_LEVELS);
export type Fuel = z.infer<typeof FuelSchema>;

/** What one handover may carry: at most 8 photos, each within `PHOTO_LIMITS`. */
export const HANDOVER_PHOTO_LIMITS = {
  maxBytes: PHOTO_LIMITS.maxBytes,
  maxPhotos: 8,
  types: PHOTO_LIMITS.types,
} as const;

const NOTES_MAX = 500;
const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

/**
 * The text fields of `POST /console/bookings/:reference/handovers`, as a form sends them (strings):
 * `registration` one of the booking's vehicles ('' for a no-show); `at` an ISO instant with its offset
 * ('' or left out: now); `mileage` whole miles ('' for none); `fuel` '' or a level.
 */
export const HandoverFieldsSchema = z.object({
  kind: HandoverKindSchema,
  registration: z._default(z.string().check(z.trim(), z.maxLength(20, 'At most 20 characters')), ''),
  at: z.optional(z.union([z.literal(''), isoInstant('Give the date and time of the handover')])),
  mileage: z.optional(z.string().check(z.trim(), z.regex(/^\d{0,7}$/, 'Mileage is a whole number of miles'))),
  fuel: z.optional(z.union([z.literal(''), FuelSchema])),
  keyTag: text(40),
  bay: text(40),
  notes: text(NOTES_MAX),
});
export type HandoverFields = z.infer<typeof HandoverFieldsSchema>;

/** One stored photo of a handover; `url` serves its bytes to the operator's members and our staff only. */
export const HandoverPhotoSchema = z.object({ id: z.string(), url: z.string(), width: z.int(), height: z.int() });
export type HandoverPhoto = z.infer<typeof HandoverPhotoSchema>;

/** One handover record as the console shows it (who recorded it included). */
export const HandoverSchema = z.object({
  id: z.string(),
  kind: HandoverKindSchema,
  registration: z.string(),
  /** ISO instant of the handover. */
  at: z.string(),
  staffName: z.string(),
  mileage: z.nullable(z.int()),
  fuel: z.nullable(FuelSchema),
  keyTag: z.nullable(z.string()),
  bay: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  photos: z.array(HandoverPhotoSchema),
});
export type Handover = z.infer<typeof HandoverSchema>;

/**
 * `GET /console/bookings/:reference/handovers`: the booking as the desk needs it (its vehicles, drop-off
 * and pick-up in London time) and its handover records, oldest first.
 */
export const HandoverListSchema = z.object({
  booking: z.object({
    reference: z.string(),
    name: z.string(),
    carPark: z.string(),
    entry: z.object({ date: z.string(), time: z.string() }),
    exit: z.object({ date: z.string(), time: z.string() }),
    vehicles: z.array(z.object({ registration: z.string(), make: z.string(), colour: z.string() })),
  }),
  handovers: z.array(HandoverSchema),
});
export type HandoverList = z.infer<typeof HandoverListSchema>;

/**
 * What the traveller's manage page says of one car: when it was checked in (and its mileage), and when
 * returned once checked out. No staff names and no photos.
 */
export const CarHandoverSchema = z.object({
  registration: z.string(),
  checkedInAt: z.string(),
  mileageIn: z.nullable(z.int()),
  returnedAt: z.nullable(z.string()),
  mileageOut: z.nullable(z.int()),
});
export type CarHandover = z.infer<typeof CarHandoverSchema>;

/** A registration as compared: capitals, no spaces ("ab12 cde" is "AB12CDE"). */
export const sameRegistration = (a: string, b: string) =>
  a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

const milesText = (n: number) => n.toLocaleString('en-GB');

/** "06:42 on Tue 1 Dec 2026": a handover's London time and day. */
export function handoverTime(iso: string): string {
  const { date, time } = londonNow(new Date(iso));
  return `${time} on ${toLongDate(date)}`;
}

/**
 * What the traveller is told of one car: "Checked in at 06:42 on Tue 1 Dec 2026, mileage 12,345" while
 * it is with the operator, then "Returned at 18:10 on Fri 4 Dec 2026, mileage 12,400 (55 miles since check-in)".
 */
export function carHandoverText(c: CarHandover): string {
  if (c.returnedAt === null)
    return `Checked in at ${handoverTime(c.checkedInAt)}${c.mileageIn === null ? '' : `, mileage ${milesText(c.mileageIn)}`}`;
  const out = c.mileageOut === null ? '' : `, mileage ${milesText(c.mileageOut)}`;
  const added =
    c.mileageOut !== null && c.mileageIn !== null
      ? ` (${milesText(c.mileageOut - c.mileageIn)} miles since check-in)`
      : '';
  return `Returned at ${handoverTime(c.returnedAt)}${out}${added}`;
}
