import type { SearchCriteria } from '@parking/core';
import { z } from 'zod/mini';
import { readStored, removeStoredPrefixed, writeStored } from '../../shadow/storage';
import { type BookingDraft, emptyBookingDraft } from './booking-draft';

/** Every key the booking step keeps in this tab's session storage starts with this (after `parking:`). */
const BOOKING_STORE_PREFIX = 'booking:';

/** Where the pending attempt (`{ body, key }` of the last Place Booking) is kept: one per tab. */
export const ATTEMPT_KEY = `${BOOKING_STORE_PREFIX}attempt`;

/** The step-1 draft's key: one draft per car park and search, as the form is tied to both. */
function draftKey(providerId: string, criteria: SearchCriteria): string {
  const { airportId, entryDate, entryTime, exitDate, exitTime, noOfVehicles } = criteria;
  return `${BOOKING_STORE_PREFIX}draft:${JSON.stringify([providerId, airportId, entryDate, entryTime, exitDate, exitTime, noOfVehicles])}`;
}

const text = z.string();
// What is kept of the form: the consent ticks are not (see saveDraft), and unknown keys are dropped.
const StoredDraftSchema = z.object({
  title: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  vehicles: z.array(z.object({ registration: text, make: text, model: text, colour: text })),
  outboundTerminal: text,
  outboundFlight: text,
  returnFlight: text,
  passengers: text,
  couponCode: text,
});

/**
 * The draft kept for this car park and search, or `undefined`. A stored value of another shape (an
 * older widget, or edited by hand) or with another number of vehicles is ignored, not trusted.
 */
export function loadDraft(providerId: string, criteria: SearchCriteria): BookingDraft | undefined {
  const parsed = z.safeParse(StoredDraftSchema, readStored('session', draftKey(providerId, criteria)));
  if (!parsed.success || parsed.data.vehicles.length !== criteria.noOfVehicles) return undefined;
  return { ...emptyBookingDraft(criteria.noOfVehicles), ...parsed.data };
}

/**
 * Keeps the draft for a reload or Back/Forward. Neither consent tick is kept: terms and marketing must
 * be ticked on the page the traveller submits from, and marketing starts unticked
 * (docs/product-rules.md#booking), so a restored form asks for both again.
 */
export function saveDraft(providerId: string, criteria: SearchCriteria, draft: BookingDraft): void {
  const { acceptTerms: _terms, marketingOptIn: _marketing, ...kept } = draft;
  writeStored('session', draftKey(providerId, criteria), kept);
}

/**
 * Forgets every booking draft and the pending attempt of this tab. The host calls it once the booking
 * is paid (the success page): the details are no longer needed, and the paid booking's
 * Idempotency-Key must not be replayed for a new booking.
 */
export function forgetBookingDrafts(): void {
  removeStoredPrefixed('session', BOOKING_STORE_PREFIX);
}
