/**
 * What the element's events carry across the shadow boundary. Partner pages (and their analytics)
 * see every detail, so each one is built field by field from known, non-personal data: never the
 * visitor's name, email, phone, vehicle registration or flight numbers.
 */

/** Detail of `search`: the criteria the visitor searched with (airport, dates, times, vehicles). */
export type SearchEventDetail = {
  airportId: string;
  entryDate: string;
  entryTime: string;
  exitDate: string;
  exitTime: string;
  noOfVehicles: number;
};

/** Detail of `quoteselect`: the chosen offer for the searched stay. Money in integer pence. */
export type QuoteSelectEventDetail = { providerId: string; total: number; criteria: SearchEventDetail };

/** Detail of `bookingcreated`: the pending booking, just before the visitor leaves for payment. */
export type BookingCreatedEventDetail = { reference: string; amount: number; providerId: string };

/** Detail of `error`: a machine code and a message safe to show or log. */
export type ErrorEventDetail = { code: string; message: string };

type Loose = Record<string, unknown>;

const asRecord = (value: unknown): Loose => (typeof value === 'object' && value !== null ? (value as Loose) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function searchDetail(criteria: unknown): SearchEventDetail {
  const c = asRecord(criteria);
  return {
    airportId: text(c.airportId),
    entryDate: text(c.entryDate),
    entryTime: text(c.entryTime),
    exitDate: text(c.exitDate),
    exitTime: text(c.exitTime),
    noOfVehicles: count(c.noOfVehicles),
  };
}

/** Accepts the flow's `{ providerId, total, criteria }` (or a whole quote) and keeps those fields only. */
export function quoteSelectDetail(selection: unknown): QuoteSelectEventDetail {
  const q = asRecord(selection);
  return {
    providerId: text(q.providerId) || text(asRecord(q.provider).id),
    total: count(q.total),
    criteria: searchDetail(q.criteria),
  };
}

export function bookingCreatedDetail(booking: unknown): BookingCreatedEventDetail {
  const b = asRecord(booking);
  return { reference: text(b.reference), amount: count(b.amount), providerId: text(b.providerId) };
}

export function errorDetail(error: unknown): ErrorEventDetail {
  const e = asRecord(error);
  const nested = asRecord(e.error);
  const code = text(e.code) || text(nested.code) || 'WIDGET_ERROR';
  const message = text(e.message) || text(nested.message) || 'Something went wrong';
  return { code, message };
}
