import { type Report, formatGBP, occupancyPercent, reportTotals, toDisplayDate } from '@parking/core';
import { TableScroll } from '../../kit/table-scroll';

const channelName = (channel: string) => (channel === 'site' ? 'Our site' : channel);

/** Bookings and revenue by channel, with a total line; a sentence when nothing was booked. */
export function ChannelTable({ report }: { report: Report }) {
  if (report.channels.length === 0) return <p>No bookings were made for these days.</p>;
  const totals = reportTotals(report.channels);
  return (
    <TableScroll labelledBy="report-channels-caption">
      <table className="console-table">
        <caption id="report-channels-caption">Bookings made and revenue by channel</caption>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">Bookings</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Revenue (paid less refunds)</th>
          </tr>
        </thead>
        <tbody>
          {report.channels.map((c) => (
            <tr key={c.channel}>
              <th scope="row">{channelName(c.channel)}</th>
              <td>{c.bookings}</td>
              <td>{c.cancelled}</td>
              <td>{formatGBP(c.revenue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{totals.bookings}</td>
            <td>{totals.cancelled}</td>
            <td>{formatGBP(totals.revenue)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/**
 * Occupancy per day as a table whose last column is a bar of elements (no chart library): the figures
 * are the table's text, so a screen reader reads them; the bar only shows them, and is hidden from it.
 */
export function OccupancyTable({ report }: { report: Report }) {
  return (
    <TableScroll labelledBy="report-occupancy-caption">
      <table className="console-table report-occupancy">
        <caption id="report-occupancy-caption">Occupancy per day (spaces booked of spaces)</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Booked</th>
            <th scope="col">Spaces</th>
            <th scope="col">Occupancy</th>
          </tr>
        </thead>
        <tbody>
          {report.days.map((d) => {
            const percent = occupancyPercent(d);
            return (
              <tr key={d.date}>
                <th scope="row">{toDisplayDate(d.date)}</th>
                <td>{d.booked}</td>
                <td>{d.closed ? `${d.capacity} (closed)` : d.capacity}</td>
                <td>
                  <span className="report-bar" aria-hidden="true">
                    <span className="report-bar__fill" style={{ width: `${Math.min(percent, 100)}%` }} />
                  </span>{' '}
                  {percent}%
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
