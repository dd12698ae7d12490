import type { CarParkListing } from '@parking/core';

/** The settings form's fields as typed: lists one item a line, the transfer time and email as text. */
export type ListingValues = {
  name: string;
  description: string;
  features: string;
  transferMinutes: string;
  arrivalInstructions: string;
  returnInstructions: string;
  phone: string;
  bookingsEmail: string;
};

/** The form's fields, in the order they show (and the summary lists them). */
const LISTING_FIELDS = [
  'name',
  'description',
  'features',
  'transferMinutes',
  'arrivalInstructions',
  'returnInstructions',
  'phone',
  'bookingsEmail',
] as const satisfies readonly (keyof ListingValues)[];

/** A saved listing as the form shows it. */
export function toValues(listing: CarParkListing): ListingValues {
  return {
    ...listing,
    features: listing.features.join('\n'),
    transferMinutes: String(listing.transferMinutes),
    arrivalInstructions: listing.arrivalInstructions.join('\n'),
    returnInstructions: listing.returnInstructions.join('\n'),
    bookingsEmail: listing.bookingsEmail ?? '',
  };
}

// Blank lines between items are spacing, not empty items.
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** What the form sends, before core's schema checks it (an empty email means "the owners"). */
export function toInput(values: ListingValues): Record<keyof CarParkListing, unknown> {
  const minutes = values.transferMinutes.trim();
  return {
    ...values,
    features: lines(values.features),
    transferMinutes: minutes === '' ? undefined : Number(minutes),
    arrivalInstructions: lines(values.arrivalInstructions),
    returnInstructions: lines(values.returnInstructions),
    bookingsEmail: values.bookingsEmail.trim() === '' ? null : values.bookingsEmail,
  };
}

/** A checked or server field path (`arrivalInstructions.2`) → the form field that shows it. */
export const fieldOf = (path: string): string | undefined => {
  const name = path.split('.')[0];
  return LISTING_FIELDS.find((f) => f === name);
};
