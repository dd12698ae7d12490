import type { AmendRequestInput, ManagedBooking } from '@parking/core';

/** One vehicle as typed. */
export type VehicleInput = { registration: string; make: string; model: string; colour: string };

/** The amend form as typed; sent as core's AmendRequest (validated by the server with the same schema). */
export type AmendDraft = {
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
  vehicles: VehicleInput[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  outboundFlight: string;
  returnFlight: string;
  passengers: string;
};

/** The form pre-filled from the booking as it is. */
export function draftOf(b: ManagedBooking): AmendDraft {
  const c = b.criteria;
  return {
    entryDate: c.entryDate,
    entryTime: c.entryTime,
    exitDate: c.exitDate,
    exitTime: c.exitTime,
    vehicles: b.vehicles.map((v) => ({ ...v })),
    firstName: b.details.firstName,
    lastName: b.details.lastName,
    email: b.details.email,
    phone: b.details.phone,
    outboundFlight: b.details.outboundFlight ?? '',
    returnFlight: b.details.returnFlight ?? '',
    passengers: String(b.details.passengers),
  };
}

/** The vehicles list resized to `count`, keeping what was typed. */
export function resizeVehicles(list: VehicleInput[], count: number): VehicleInput[] {
  const empty = { registration: '', make: '', model: '', colour: '' };
  return Array.from({ length: count }, (_, i) => list[i] ?? { ...empty });
}

/** The request body for the quote and the amendment. */
export function requestOf(b: ManagedBooking, d: AmendDraft, expectedAmount?: number): AmendRequestInput {
  return {
    criteria: {
      airportId: b.criteria.airportId,
      entryDate: d.entryDate,
      entryTime: d.entryTime,
      exitDate: d.exitDate,
      exitTime: d.exitTime,
      noOfVehicles: d.vehicles.length,
    },
    vehicles: d.vehicles,
    details: {
      ...(b.details.title ? { title: b.details.title } : {}),
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      ...(b.details.outboundTerminal ? { outboundTerminal: b.details.outboundTerminal } : {}),
      outboundFlight: d.outboundFlight,
      returnFlight: d.returnFlight,
      passengers: Number(d.passengers),
    },
    ...(expectedAmount === undefined ? {} : { expectedAmount }),
  };
}
