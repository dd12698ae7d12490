import type { BookingDetailsColumn } from '../../db/schema/index';

/** What every erased name, subject and text reads. */
export const ERASED = 'Erased';

/** The address an erased booking (or message) keeps: unique, and never deliverable (`.invalid`, RFC 2606). */
export const erasedEmail = (id: string) => `erased+${id}@invalid`;

/** A registration as the search terms keep it: upper case, no spaces. */
const normalised = (registration: string) => registration.replace(/\s/g, '').toUpperCase();

/**
 * Each registration the booking held → `ERASED-1`, `ERASED-2`… in the order of its vehicles, so the
 * handover records (one per vehicle and kind) stay distinct and still match their vehicle.
 */
export function registrationMap(details: BookingDetailsColumn): (registration: string) => string {
  const map = new Map<string, string>();
  details.vehicles.forEach((v, i) => map.set(normalised(v.registration), `ERASED-${i + 1}`));
  return (registration) => {
    if (registration === '' || registration.startsWith('ERASED')) return registration;
    const key = normalised(registration);
    if (!map.has(key)) map.set(key, `ERASED-${map.size + 1}`);
    return map.get(key)!;
  };
}

/**
 * The booking form with every personal field erased: names, phone, email, registrations, flights and the
 * marketing consent; what the stay needs to add up (passengers, vehicle count, make, model, colour) kept.
 */
export function anonymisedDetails(
  details: BookingDetailsColumn,
  email: string,
  registration: (r: string) => string,
): BookingDetailsColumn {
  const { title: _title, outboundFlight: _out, returnFlight: _ret, ...rest } = details;
  return {
    ...rest,
    firstName: ERASED,
    lastName: ERASED,
    email,
    phone: '',
    vehicles: details.vehicles.map((v) => ({ ...v, registration: registration(v.registration) })),
    marketingOptIn: false,
  };
}

type Payload = Record<string, unknown> & {
  booking?: { vehicles?: { registration: string }[]; traveller?: unknown; flights?: unknown };
};

/** An operator event's payload with the traveller, the registrations and the flight numbers erased. */
export function anonymisedPayload(
  payload: Record<string, unknown>,
  email: string,
  registration: (r: string) => string,
): Record<string, unknown> {
  const p = payload as Payload;
  if (!p.booking) return payload;
  const flights = p.booking.flights as Record<string, unknown> | undefined;
  return {
    ...p,
    booking: {
      ...p.booking,
      vehicles: (p.booking.vehicles ?? []).map((v) => ({ ...v, registration: registration(v.registration) })),
      traveller: { name: ERASED, phone: '', email },
      ...(flights ? { flights: { ...flights, outbound: null, return: null } } : {}),
    },
  };
}
