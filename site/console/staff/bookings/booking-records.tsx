import { formatGBP } from '@parking/core';
import { TableScroll } from '../../kit/table-scroll';
import type { BookingSectionProps } from './booking-details';
import { ukDay } from './bookings-table';

/** An instant as London reads it. */
export const londonTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** Payments and refunds with the provider's status (a failed refund says failed, never done). */
export function MoneySection({ booking: b }: BookingSectionProps) {
  return (
    <section aria-labelledby="booking-money" className="booking-section">
      <h2 id="booking-money">Payments and refunds</h2>
      {b.money.length === 0 ? (
        <p>No payment yet.</p>
      ) : (
        <TableScroll labelledBy="booking-money-caption">
          <table className="console-table">
            <caption id="booking-money-caption">Each payment and refund with the provider's status</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Provider status</th>
              </tr>
            </thead>
            <tbody>
              {b.money.map((m, i) => (
                <tr key={`${m.at}-${i}`}>
                  <td>{londonTime(m.at)}</td>
                  <td>{m.summary}</td>
                  <td>{`${m.kind === 'refund' ? '−' : ''}${formatGBP(m.amount)}`}</td>
                  <td className={`money-status money-status--${m.status}`}>{m.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

/** Amendments and the operator's handover records (photos open in a new tab). */
export function ChangesSection({ booking: b }: BookingSectionProps) {
  return (
    <section aria-labelledby="booking-changes" className="booking-section">
      <h2 id="booking-changes">Amendments and handovers</h2>
      {b.amendments.length === 0 && b.handovers.length === 0 && <p>None yet.</p>}
      <ul>
        {b.amendments.map((a) => (
          <li key={a.at}>
            Amendment {a.status} {londonTime(a.at)}: {ukDay(a.entryDate)} to {ukDay(a.exitDate)}, difference{' '}
            {formatGBP(a.difference)}
          </li>
        ))}
        {b.handovers.map((h) => (
          <li key={`${h.kind}-${h.registration}`}>
            {h.kind} {h.registration} {londonTime(h.at)} by {h.recordedBy}
            {[
              h.mileage !== null && `, mileage ${h.mileage}`,
              h.fuel && `, fuel ${h.fuel}`,
              h.bay && `, bay ${h.bay}`,
              h.keyTag && `, key ${h.keyTag}`,
            ]
              .filter(Boolean)
              .join('')}
            {h.notes && `: ${h.notes}`}
            {h.photos.map((url, i) => (
              <span key={url}>
                {' '}
                <a href={url} target="_blank" rel="noreferrer">
                  Photo {i + 1} of {h.kind} {h.registration}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
