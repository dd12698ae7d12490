import { z } from 'zod/mini';
import { BookingStatusSchema } from '../../booking';
import { fromNotAfterTo, rangeDay } from '../../api-dates';

/**
 * Support staff's booking search and the one booking page (issue 24): `GET /api/v1/console/staff/bookings`
 * finds bookings, `GET …/:reference` answers the whole booking with one timeline, `POST …/:reference/notes`
 * adds an internal note. The server answers with these shapes and the staff pages parse with them.
 */

/** What a search term is: the kinds migration 0014's trigger writes into `booking_search_terms`. */
export const SEARCH_TERM_KINDS = ['reference', 'email', 'phone', 'name', 'registration'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

/** The most bookings one page of results holds, and how many when `limit` is left out. */
export const MAX_STAFF_BOOKINGS_PAGE = 50;

/**
 * Every (kind, term) the typed text could be, normalised as the trigger normalises the booking: reference
 * and email lower-case, phone digits only (at least 6), a name word or the full "first last" lower-case,
 * a registration upper-case without spaces. A search matches a booking holding any of them exactly.
 */
export function searchTermsFor(input: string): { kind: SearchTermKind; term: string }[] {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text === '') return [];
  const lower = text.toLowerCase();
  const out: { kind: SearchTermKind; term: string }[] = [];
  if (!text.includes(' ')) out.push({ kind: 'reference', term: lower });
  if (text.includes('@')) out.push({ kind: 'email', term: lower });
  const digits = text.replace(/[^0-9]/g, '');
  if (/^[+0-9 ()-]+$/.test(text) && digits.length >= 6) {
    out.push({ kind: 'phone', term: digits });
    // A UK number is written both ways: 07700 900123 and +44 7700 900123.
    if (/^0[1-9]/.test(digits)) out.push({ kind: 'phone', term: `44${digits.slice(1)}` });
    if (/^44[1-9]/.test(digits)) out.push({ kind: 'phone', term: `0${digits.slice(2)}` });
  }
  if (/\p{L}/u.test(text) && !text.includes('@')) out.push({ kind: 'name', term: lower });
  const plate = text.replace(/\s/g, '').toUpperCase();
  if (/^[A-Z0-9]{2,10}$/.test(plate)) out.push({ kind: 'registration', term: plate });
  return out;
}

const id = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * `GET /api/v1/console/staff/bookings`: `q` one box (reference, email, name, phone or registration), stays
 * entering on days `from` to `to`, and exact filters; newest first, `cursor` the previous page's `nextCursor`.
 */
export const StaffBookingsQuerySchema = z
  .object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Search for at most 200 characters'))),
    from: z.optional(rangeDay('from')),
    to: z.optional(rangeDay('to')),
    status: z.optional(BookingStatusSchema),
    airport: z.optional(id),
    carPark: z.optional(id),
    partner: z.optional(id),
    cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
    limit: z._default(
      z.coerce
        .number()
        .check(
          z.int('The limit must be a whole number'),
          z.minimum(1, 'The limit is at least 1'),
          z.maximum(MAX_STAFF_BOOKINGS_PAGE, `The limit is at most ${MAX_STAFF_BOOKINGS_PAGE}`),
        ),
      MAX_STAFF_BOOKINGS_PAGE,
    ),
  })
  .check(fromNotAfterTo());
export type StaffBookingsQuery = z.infer<typeof StaffBookingsQuerySchema>;

/** One booking in the results. */
export const StaffBookingRowSchema = z.object({
  reference: z.string(),
  travellerName: z.string(),
  email: z.string(),
  airport: z.string(),
  carPark: z.string(),
  entryDate: z.string(),
  entryTime: z.string(),
  exitDate: z.string(),
  exitTime: z.string(),
  status: BookingStatusSchema,
  /** In pence. */
  amount: z.int(),
  /** The partner organisation it came through, if any. */
  partner: z.nullable(z.string()),
  test: z.boolean(),
});
export type StaffBookingRow = z.infer<typeof StaffBookingRowSchema>;

/** The answer: a page of bookings, newest first, and the cursor of the next page (null on the last). */
export const StaffBookingsSchema = z.object({
  bookings: z.array(StaffBookingRowSchema),
  nextCursor: z.nullable(z.string()),
});
export type StaffBookings = z.infer<typeof StaffBookingsSchema>;

/** The longest internal note. */
export const MAX_NOTE_LENGTH = 2000;

/** `POST /api/v1/console/staff/bookings/:reference/notes`: an internal note, never shown to the traveller. */
export const StaffNoteSchema = z.object({
  body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write the note'),
      z.maxLength(MAX_NOTE_LENGTH, `A note is at most ${MAX_NOTE_LENGTH} characters`),
    ),
});
export type StaffNote = z.infer<typeof StaffNoteSchema>;

export * from './bookings-page';
