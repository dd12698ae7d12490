import { z } from 'zod/mini';
import { EmailSchema, toE164 } from '../../contact-details';
import { ParkingTypeSchema } from '../../provider';

/**
 * A car park's listing as travellers see it (issue 22): the settings page's form, the server's
 * `PUT /api/v1/console/car-parks/:id/listing` and the search results all read these columns, so one
 * schema checks them on both sides.
 */

/** The lowest operator role that edits the listing and its photos; the desk role reads it. */
export const EDITS_LISTING = 'manager';

/** Limits of the listing's lists, so a page of search results stays readable. */
export const LISTING_LIMITS = {
  name: 80,
  description: 2000,
  features: 12,
  feature: 60,
  instructions: 10,
  instruction: 300,
  transferMinutes: 240,
  alt: 200,
} as const;

const text = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong));

const list = (item: z.ZodMiniType<string>, max: number, tooMany: string) =>
  z.array(item).check(z.maxLength(max, tooMany));

/**
 * A UK phone number travellers can ring (landline or mobile, 01…, 02…, 03…, 07…, or +44…). It is
 * checked with the booking form's rule (`toE164`), kept to UK numbers, and stored as the operator typed
 * it, trimmed, because travellers read it in their emails and spacing helps them.
 */
export const UkPhoneSchema = z.string({ error: 'Enter a phone number' }).check(
  z.trim(),
  z.minLength(1, { error: 'Enter a phone number', abort: true }),
  z.refine((v) => toE164(v)?.startsWith('+44') === true, 'Enter a UK phone number, like 01632 960301'),
);

/** `PUT /api/v1/console/car-parks/:id/listing`: the whole listing (every field is replaced). */
export const CarParkListingSchema = z.object({
  name: text('Enter the car park’s name', LISTING_LIMITS.name, 'Use at most 80 characters'),
  description: text('Describe the car park', LISTING_LIMITS.description, 'Use at most 2,000 characters'),
  features: list(
    text('A feature cannot be empty', LISTING_LIMITS.feature, 'Keep each feature to 60 characters'),
    LISTING_LIMITS.features,
    'List at most 12 features',
  ),
  transferMinutes: z
    .int({ error: 'Enter the transfer time in whole minutes' })
    .check(
      z.gte(0, 'Enter a transfer time of 0 minutes or more'),
      z.lte(LISTING_LIMITS.transferMinutes, 'Enter a transfer time of at most 240 minutes'),
    ),
  arrivalInstructions: list(
    text('An instruction cannot be empty', LISTING_LIMITS.instruction, 'Keep each instruction to 300 characters'),
    LISTING_LIMITS.instructions,
    'Give at most 10 arrival instructions',
  ),
  returnInstructions: list(
    text('An instruction cannot be empty', LISTING_LIMITS.instruction, 'Keep each instruction to 300 characters'),
    LISTING_LIMITS.instructions,
    'Give at most 10 return instructions',
  ),
  phone: UkPhoneSchema,
  /** Where new, amended and cancelled bookings are emailed; null: the organisation's owners. */
  bookingsEmail: z.nullable(EmailSchema),
});
export type CarParkListing = z.infer<typeof CarParkListingSchema>;

/** One listing photo; `url` is its public address (cacheable), `alt` what a screen reader says. */
export const ListingPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>;

/**
 * `GET /api/v1/console/car-parks/:id`: the listing, its photos, and what the preview shows beside it
 * that the operator does not edit here (airport, type, address, standard price per day in pence).
 */
export const CarParkSettingsSchema = z.object({
  id: z.string(),
  airport: z.string(),
  type: ParkingTypeSchema,
  address: z.string(),
  pricePerDay: z.int(),
  listing: CarParkListingSchema,
  photos: z.array(ListingPhotoSchema),
});
export type CarParkSettings = z.infer<typeof CarParkSettingsSchema>;

/** `POST …/photos` and `DELETE …/photos/:photoId`: the car park's listing photos after the change. */
export const ListingPhotosSchema = z.object({ photos: z.array(ListingPhotoSchema) });
export type ListingPhotos = z.infer<typeof ListingPhotosSchema>;

/** A listing holds at most this many photos (the handover limit too). */
export const MAX_LISTING_PHOTOS = 8;

/** The form part of `POST /api/v1/console/car-parks/:id/photos` beside the file: its alternative text. */
export const PhotoAltSchema = text(
  'Describe the photo for people who cannot see it',
  LISTING_LIMITS.alt,
  'Keep the description to 200 characters',
);
