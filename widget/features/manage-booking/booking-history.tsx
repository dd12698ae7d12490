import { type BookingHistoryEntry, formatGBP, toLongLondonTime } from '@parking/core';

/** Props of BookingHistory. */
export type BookingHistoryProps = { history: BookingHistoryEntry[] };

/** What happened to the booking, oldest first, with the money each step took or gave back. */
export function BookingHistory({ history }: BookingHistoryProps) {
  return (
    <section className="ps-history" aria-labelledby="ps-history-title">
      <h3 id="ps-history-title">History</h3>
      <ol>
        {history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            <span className="ps-muted">{toLongLondonTime(new Date(h.at))}</span> {h.summary}
            {h.amount ? ` (${h.amount > 0 ? '' : '−'}${formatGBP(Math.abs(h.amount))})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
