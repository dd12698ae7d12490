import { type Fuel, type HandoverFields, type HandoverKind, sameRegistration } from '@parking/core';
import { AppError, validationFailed } from '../../../../errors';

/** The parts of a booking the handover rules read. */
export type RuleBooking = { status: string; createdAt: Date; details: { vehicles: { registration: string }[] } };

/** The parts of an existing handover the rules read. */
export type RuleHandover = { kind: HandoverKind; registration: string; at: Date; mileage: number | null };

/** A handover that passed every rule, ready to store. */
export type CheckedHandover = {
  kind: HandoverKind;
  registration: string;
  at: Date;
  mileage: number | null;
  fuel: Fuel | null;
  keyTag: string | null;
  bay: string | null;
  notes: string | null;
};

// A desk device's clock may run a little ahead of ours; more than this is a wrong time, not a skew.
const FUTURE_SKEW_MS = 2 * 60_000;

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const miles = (n: number) => n.toLocaleString('en-GB');
const blankToNull = (s: string | undefined) => (s ? s : null);

/** The booking's own spelling of the registration given, or a 400 naming the field. */
function vehicleOf(booking: RuleBooking, given: string): string {
  const match = booking.details.vehicles.find((v) => sameRegistration(v.registration, given));
  if (!match) throw validationFailed({ registration: "Choose one of the booking's vehicles" });
  return match.registration;
}

/** When it happened: now when not given; never in the future, never before the booking was made. */
function timeOf(booking: RuleBooking, at: string | undefined, now: Date): Date {
  const when = at ? new Date(at) : now;
  if (when.getTime() > now.getTime() + FUTURE_SKEW_MS) throw validationFailed({ at: 'The time is in the future' });
  // The console gives the time to the minute: a car checked in the minute it was booked is not "before".
  const madeMinute = Math.floor(booking.createdAt.getTime() / 60_000) * 60_000;
  if (when.getTime() < madeMinute) throw validationFailed({ at: 'The time is before the booking was made' });
  return when;
}

/** Check-out: after this car's check-in, with at least the mileage it came in with. */
function checkOut(checkIn: RuleHandover | undefined, at: Date, mileage: number | null): void {
  if (!checkIn) throw conflict('Check this car in before checking it out');
  if (at < checkIn.at) throw validationFailed({ at: 'The time is before the car was checked in' });
  if (mileage !== null && checkIn.mileage !== null && mileage < checkIn.mileage)
    throw validationFailed(
      { mileage: `Mileage out (${miles(mileage)}) is less than mileage in (${miles(checkIn.mileage)})` },
      `Mileage out (${miles(mileage)}) is less than mileage in (${miles(checkIn.mileage)})`,
    );
}

/**
 * The rules of one handover against the booking and its records so far: a confirmed booking; one
 * check-in and one check-out per vehicle (409 on a repeat); a check-out needs a check-in and at least its
 * mileage; a no-show only before any check-in (its registration is ''). Throws the refusal.
 */
export function checkHandover(
  input: HandoverFields,
  booking: RuleBooking,
  existing: readonly RuleHandover[],
  now: Date,
): CheckedHandover {
  if (booking.status !== 'confirmed') throw conflict('Only a confirmed booking can be checked in or out');
  const at = timeOf(booking, input.at, now);
  const mileage = input.mileage ? Number(input.mileage) : null;
  const common = {
    at,
    mileage,
    fuel: input.fuel ? input.fuel : null,
    keyTag: blankToNull(input.keyTag),
    bay: blankToNull(input.bay),
    notes: blankToNull(input.notes),
  };
  if (input.kind === 'no-show') {
    if (existing.some((h) => h.kind === 'check-in')) throw conflict('A car of this booking is already checked in');
    if (existing.some((h) => h.kind === 'no-show')) throw conflict('This booking is already marked no-show');
    return { ...common, kind: 'no-show', registration: '' };
  }
  const registration = vehicleOf(booking, input.registration);
  const mine = existing.filter((h) => h.registration === registration);
  if (mine.some((h) => h.kind === input.kind))
    throw conflict(input.kind === 'check-in' ? 'This car is already checked in' : 'This car is already checked out');
  if (input.kind === 'check-out')
    checkOut(
      mine.find((h) => h.kind === 'check-in'),
      at,
      mileage,
    );
  return { ...common, kind: input.kind, registration };
}
