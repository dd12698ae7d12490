import {
  type StaffBooking,
  type StaffBookingNote,
  StaffBookingNoteSchema,
  StaffBookingSchema,
  type StaffBookings,
  StaffBookingsSchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The path (and cache key root) of the staff booking search under the API base. */
export const STAFF_BOOKINGS_KEY = '/console/staff/bookings';

/** What a person sets in the search form; the URL query holds them, with the page `cursor`. */
export type BookingFilters = {
  q: string;
  status: string;
  airport: string;
  carPark: string;
  partner: string;
  from: string;
  to: string;
};

const FILTER_NAMES = ['q', 'status', 'airport', 'carPark', 'partner', 'from', 'to'] as const;

/** The filters and cursor the URL names; absent ones are empty. */
export function readBookingFilters(params: URLSearchParams): { filters: BookingFilters; cursor: string | undefined } {
  const filters: BookingFilters = { q: '', status: '', airport: '', carPark: '', partner: '', from: '', to: '' };
  for (const name of FILTER_NAMES) filters[name] = params.get(name) ?? '';
  return { filters, cursor: params.get('cursor') ?? undefined };
}

/** The query string of a search (empty values left out), for the API and the page's URL alike. */
export function bookingsQueryString(values: Partial<BookingFilters> & { cursor?: string | undefined }): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** True when the search names nothing: the page then asks for a search rather than listing everything. */
export const isEmptySearch = (filters: BookingFilters): boolean => Object.values(filters).every((v) => v === '');

/** One page of matching bookings, newest first, through the one client's cache. */
export function useStaffBookings(query: string, enabled: boolean): ApiQuery<StaffBookings> {
  const api = useConsoleApi();
  const key = `${STAFF_BOOKINGS_KEY}${query}`;
  return useApiQuery(enabled ? key : null, () => apiRequest(api, key, { schema: StaffBookingsSchema }));
}

/** The path of one booking (also its cache key). */
export const staffBookingPath = (reference: string) => `${STAFF_BOOKINGS_KEY}/${encodeURIComponent(reference)}`;

/** One booking with its timeline (each read is recorded as a view in the audit log). */
export function useStaffBooking(reference: string): ApiQuery<StaffBooking> {
  const api = useConsoleApi();
  const key = staffBookingPath(reference);
  return useApiQuery(key, () => apiRequest(api, key, { schema: StaffBookingSchema }));
}

/** Adds an internal note; throws an `ApiFailure` the form shows. */
export const addBookingNote = (client: ApiClientOptions, reference: string, body: string): Promise<StaffBookingNote> =>
  apiRequest(client, `${staffBookingPath(reference)}/notes`, {
    method: 'POST',
    body: { body },
    schema: StaffBookingNoteSchema,
  });
