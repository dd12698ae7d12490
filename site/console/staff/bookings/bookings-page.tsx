import { AirportListResponseSchema } from '@parking/core';
import { AIRPORTS_PATH, apiRequest, useApiQuery } from '@parking/client';
import { Link, useSearchParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../shell/members/query-state';
import { useConsoleApi } from '../../shell/session/console-api';
import { useStaffPartners } from '../partners/partners-api';
import '../../shell/members/console-pages.css';
import {
  type BookingFilters,
  bookingsQueryString,
  isEmptySearch,
  readBookingFilters,
  useStaffBookings,
} from './bookings-api';
import { BookingsFilters } from './bookings-filters';
import { BookingsTable } from './bookings-table';

/** The airports to filter by, from the public list the search form reads too. */
function useAirportOptions() {
  const api = useConsoleApi();
  const airports = useApiQuery(AIRPORTS_PATH, () =>
    apiRequest(api, AIRPORTS_PATH, { schema: AirportListResponseSchema }),
  );
  return (airports.data?.data.items ?? []).map((a) => ({ value: a.id, label: a.name }));
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
  const apply = (next: BookingFilters) => setParams(new URLSearchParams(bookingsQueryString(next)));
  return (
    <>
      <h1>Find a booking</h1>
      <BookingsFilters
        key={params.toString()}
        filters={filters}
        airports={useAirportOptions()}
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
                  : `${page.bookings.length} bookings on this page.`}
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
