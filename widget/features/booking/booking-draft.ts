import {
  type BookingDetails,
  BookingDetailsSchema,
  type ParkingType,
  issuesToFields,
  missingReturnFlight,
} from '@parking/core';

/** One vehicle as typed. */
export type VehicleDraft = { registration: string; make: string; model: string; colour: string };

/** The booking form as typed: strings and booleans, checked with core's schema on submit. */
export type BookingDraft = {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  vehicles: VehicleDraft[];
  outboundTerminal: string;
  outboundFlight: string;
  returnFlight: string;
  passengers: string;
  couponCode: string;
  acceptTerms: boolean;
  marketingOptIn: boolean;
};

const emptyVehicle: VehicleDraft = { registration: '', make: '', model: '', colour: '' };

/** A blank form for a number of vehicles; marketing opt-in starts unticked (docs/product-rules.md#booking). */
export function emptyBookingDraft(noOfVehicles: number, couponCode = ''): BookingDraft {
  return {
    title: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    vehicles: Array.from({ length: noOfVehicles }, () => ({ ...emptyVehicle })),
    outboundTerminal: '',
    outboundFlight: '',
    returnFlight: '',
    passengers: '1',
    couponCode,
    acceptTerms: false,
    marketingOptIn: false,
  };
}

/** Field path (`vehicles.0.registration`) → message. */
export type FieldErrors = Record<string, string>;

const RETURN_FLIGHT_REQUIRED = 'Enter your return flight number so the driver can meet you';

/** Checks the form with core's BookingDetailsSchema and the meet-and-greet return-flight rule. */
export function validateBooking(
  draft: BookingDraft,
  type: ParkingType,
): { ok: true; details: BookingDetails } | { ok: false; fields: FieldErrors } {
  const parsed = BookingDetailsSchema.safeParse({ ...draft, title: draft.title || undefined });
  const fields: FieldErrors = parsed.success ? {} : issuesToFields(parsed.error.issues);
  if (!fields.returnFlight && missingReturnFlight(type, { returnFlight: draft.returnFlight.trim() || undefined })) {
    fields.returnFlight = RETURN_FLIGHT_REQUIRED;
  }
  if (parsed.success && Object.keys(fields).length === 0) return { ok: true, details: parsed.data };
  return { ok: false, fields };
}

/** The server keys fields like `details.vehicles.0.registration`; the form keys them without `details.`. */
export const bookingFieldOf = (path: string) => path.replace(/^details\./, '');

const IDS: Record<string, string> = {
  firstName: 'first-name',
  lastName: 'last-name',
  outboundTerminal: 'terminal',
  outboundFlight: 'outbound-flight',
  returnFlight: 'return-flight',
  couponCode: 'coupon',
  acceptTerms: 'terms',
};

/** The control id of a booking field (`vehicles.0.make` → `…-vehicle-0-make`), for the error summary. */
export function bookingFieldId(idPrefix: string, name: string): string {
  const vehicle = /^vehicles\.(\d+)\.(\w+)$/.exec(name);
  if (vehicle) return `${idPrefix}-vehicle-${vehicle[1]}-${vehicle[2]}`;
  return `${idPrefix}-${IDS[name] ?? name}`;
}
