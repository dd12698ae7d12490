import type { ReactNode } from 'react';
import { type Commission, type EarningsReport, type Statement, formatGBP, netPaid, toDisplayDate } from '@parking/core';
import { TableScroll } from './table-scroll';

const STATUS = { pending: 'Pending', approved: 'Approved', paid: 'Paid', declined: 'Declined' } as const;
const REASON = { cancelled: 'the traveller cancelled', refunded: 'refunded in full' } as const;

/** "Declined: the traveller cancelled", "Approved"… the commission's status in words, with its reason. */
function commissionLabel(c: Commission): string {
  return c.reason ? `${STATUS[c.status]}: ${REASON[c.reason]}` : STATUS[c.status];
}

/** "November 2026" for `2026-11`. */
export function monthName(month: string): string {
  return new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Totals by the month bookings were made: how many, paid net of refunds, commission by status. */
export function MonthTotals({ report }: { report: EarningsReport }) {
  if (report.months.length === 0) return <p>No bookings came through your keys on these days.</p>;
  return (
    <TableScroll labelledBy="earnings-months-caption">
      <table className="console-table">
        <caption id="earnings-months-caption">Totals by month booked</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Bookings</th>
            <th scope="col">Paid (less refunds)</th>
            <th scope="col">Pending</th>
            <th scope="col">Approved</th>
            <th scope="col">Paid to you</th>
          </tr>
        </thead>
        <tbody>
          {report.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{m.bookings}</td>
              <td>{formatGBP(m.paid)}</td>
              <td>{formatGBP(m.commission.pending)}</td>
              <td>{formatGBP(m.commission.approved)}</td>
              <td>{formatGBP(m.commission.paid)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const BOOKING_STATUS = { confirmed: 'Confirmed', cancelled: 'Cancelled', refunded: 'Refunded' } as const;

/** One line per booking: reference, dates, where, money, booking status, commission, key. Nothing personal. */
export function BookingsTable({ report }: { report: EarningsReport }) {
  if (report.bookings.length === 0) return null;
  // The test view holds only test bookings: each says so, and none earns anything.
  const test = report.mode === 'test';
  return (
    <TableScroll labelledBy="earnings-bookings-caption">
      <table className="console-table">
        <caption id="earnings-bookings-caption">Bookings and commission</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Booked</th>
            <th scope="col">Car park</th>
            <th scope="col">Stay</th>
            <th scope="col">Paid (less refunds)</th>
            <th scope="col">Booking</th>
            <th scope="col">Commission</th>
            <th scope="col">Key</th>
          </tr>
        </thead>
        <tbody>
          {report.bookings.map((b) => (
            <tr key={b.reference}>
              <th scope="row">
                {b.reference}
                {test && <span className="badge"> TEST</span>}
              </th>
              <td>{toDisplayDate(b.bookedDate)}</td>
              <td>
                {b.carPark}, {b.airport}
              </td>
              <td>
                {toDisplayDate(b.entryDate)} to {toDisplayDate(b.exitDate)}
              </td>
              <td>{formatGBP(netPaid(b.paid, b.refunded))}</td>
              <td>{BOOKING_STATUS[b.status]}</td>
              <td>
                {test ? 'None: a TEST booking' : `${formatGBP(b.commission.amount)} (${commissionLabel(b.commission)})`}
              </td>
              <td>{b.key.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Props of StatementsTable. */
export type StatementsTableProps = {
  statements: readonly Statement[];
  /** An id prefix, so two tables on one page keep their captions apart. */
  id: string;
  /** An extra cell per month (staff: "Mark paid"). */
  action?: (s: Statement) => ReactNode;
};

/** Monthly statements: month, approved or paid total, bookings, pending, open or paid (when). */
export function StatementsTable({ statements, id, action }: StatementsTableProps) {
  if (statements.length === 0) return <p>No statements yet: they start with the first stay that ends.</p>;
  return (
    <TableScroll labelledBy={`${id}-caption`}>
      <table className="console-table">
        <caption id={`${id}-caption`}>Monthly statements (by the month stays ended)</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Commission</th>
            <th scope="col">Bookings</th>
            <th scope="col">Still pending</th>
            <th scope="col">Status</th>
            {action && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.month}>
              <th scope="row">{monthName(s.month)}</th>
              <td>{formatGBP(s.total)}</td>
              <td>{s.bookings}</td>
              <td>{formatGBP(s.pending)}</td>
              <td>
                {s.status === 'paid' && s.paidAt ? `Paid ${new Date(s.paidAt).toLocaleDateString('en-GB')}` : 'Open'}
              </td>
              {action && <td>{action(s)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
