import { type StaffBookingRow, formatGBP } from '@parking/core';
import { Link } from 'react-router';
import { TableScroll } from '../../kit/table-scroll';

/** A London day (YYYY-MM-DD) as the UK writes it. */
export const ukDay = (day: string) => day.split('-').reverse().join('/');

/** Props of BookingsTable. */
export type BookingsTableProps = {
  /** One page of results, newest first. */
  bookings: readonly StaffBookingRow[];
};

/** The results: each reference links to the booking's page (opening it is recorded as a view). */
export function BookingsTable({ bookings }: BookingsTableProps) {
  return (
    <TableScroll labelledBy="bookings-caption">
      <table className="console-table">
        <caption id="bookings-caption">Bookings found</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Traveller</th>
            <th scope="col">Airport and car park</th>
            <th scope="col">Stay</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
            <th scope="col">Partner</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.reference}>
              <th scope="row">
                <Link to={`/console/bookings/${encodeURIComponent(b.reference)}`}>{b.reference}</Link>
                {b.test && <span className="console-badge"> TEST</span>}
              </th>
              <td>
                {b.travellerName}
                <br />
                {b.email}
              </td>
              <td>
                {b.airport}
                <br />
                {b.carPark}
              </td>
              <td>
                {ukDay(b.entryDate)} {b.entryTime} to {ukDay(b.exitDate)} {b.exitTime}
              </td>
              <td>{b.status}</td>
              <td>{formatGBP(b.amount)}</td>
              <td>{b.partner ?? 'Direct'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
