import { useAirports } from '@parking/client';
import { Link, useSearchParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useStaffOperators } from '../../kit/staff-operators-read';
import { useStaffPartners } from '../../kit/staff-partners-read';
import '../../kit/console-pages.css';
import {
  type BookingFilters,
  bookingsQueryString,
  isEmptySearch,
  readBookingFilters,
  useStaffBookings,
} from './bookings-api';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';
import { count } from '../../kit/count';

/** The airports to filter by, from the one airports read (the search form's too). */
function useAirportOptions() {
  return useAirports().airports.map((a) => ({ value: a.id, label: a.name }));
}

/** Every car park by name and airport (staff's operators list, which every staff role reads), sorted. */
function useCarParkOptions(airports: readonly { value: string; label: string }[]) {
  const list = useStaffOperators().data;
  const airportName = new Map(airports.map((a) => [a.value, a.label]));
  const carParks = list ? [...list.operators.flatMap((o) => o.carParks), ...list.unlinked] : [];
  return carParks
    .map((c) => ({ value: c.id, label: `${c.name}, ${airportName.get(c.airportId) ?? c.airportId}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/**
 * Find a booking (/console/bookings?q=…&status=…): one box and the filters, kept in the URL so a search can
 * be shared and the back button works; results link to each booking's page, newest first, a page at a time.
 */
export function BookingsPage() {
  useConsoleTitle('Find a booking');
  const [params, setParams] = useSearchParams();
  const { filters, cursor } = readBookingFilters(params);
  const empty = isEmptySearch(filters);
  const results = useStaffBookings(bookingsQueryString({ ...filters, cursor }), !empty);
  const partners = (useStaffPartners().data?.partners ?? []).map((p) => ({ value: p.organizationId, label: p.name }));
  const airports = useAirportOptions();
  const carParks = useCarParkOptions(airports);
  const apply = (next: BookingFilters) => setParams(new URLSearchParams(bookingsQueryString(next)));
  return (
    <>
      <h1>Find a booking</h1>
      <BookingsFilters
        key={params.toString()}
        filters={filters}
        airports={airports}
        carParks={carParks}
        partners={partners}
        onApply={apply}
      />
      {empty ? (
        <p>Search by reference, email, name, phone or registration, or choose a filter.</p>
      ) : (
        <QueryState query={results} what="bookings">
          {(page) => (
            <>
              <p role="status">
                {page.bookings.length === 0
                  ? 'No booking matches this search.'
                  : `${count(page.bookings.length, 'booking')} on this page.`}
              </p>
              {page.bookings.length > 0 && <BookingsTable bookings={page.bookings} />}
              <nav className="console-paging" aria-label="Pages of results">
                {cursor && <Link to={`/console/bookings${bookingsQueryString(filters)}`}>First page</Link>}
                {page.nextCursor && (
                  <Link to={`/console/bookings${bookingsQueryString({ ...filters, cursor: page.nextCursor })}`}>
                    Next page
                  </Link>
                )}
              </nav>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
