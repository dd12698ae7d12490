import type { BoardMovement } from '@parking/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { TableScroll } from '../../kit/table-scroll';

/** Props of BoardTable. */
export type BoardTableProps = {
  /** The day's movements in time order. */
  movements: readonly BoardMovement[];
  /** Ids of the movements changed since this board was last viewed. */
  changed: ReadonlySet<string>;
  /** What the caption names: the car park and the day in words. */
  title: string;
};

/**
 * One movement as a row: struck through with "Cancelled" when cancelled, "Changed" when changed since
 * viewed. Memoised: a busy day has 2,000 rows, and the page re-renders for its live state and its
 * announcements without them changing (a refresh's new answer renders them again).
 */
const MovementRow = memo(function MovementRow({ movement: m, changed }: { movement: BoardMovement; changed: boolean }) {
  const cancelled = m.status === 'cancelled';
  const classes = ['board-row', cancelled && 'board-row--cancelled', changed && 'board-row--changed'];
  return (
    <tr className={classes.filter(Boolean).join(' ')}>
      <td>{m.time}</td>
      <td>
        {m.kind === 'arrival' ? 'Arrival' : 'Return'}
        {cancelled && <strong className="board-mark board-mark--cancelled">Cancelled</strong>}
        {changed && <strong className="board-mark">Changed</strong>}
      </td>
      <th scope="row">
        {m.reference}
        {!cancelled && (
          <div>
            <Link to={`/console/handover/${m.reference}`}>
              {m.kind === 'arrival' ? 'Check in / No-show' : 'Check out'}
              <span className="visually-hidden"> {m.reference}</span>
            </Link>
          </div>
        )}
      </th>
      <td>{m.name}</td>
      <td>{m.phone}</td>
      <td>
        <ul className="board-cars">
          {m.vehicles.map((v, i) => (
            <li key={`${v.registration}-${i}`}>
              <span className="board-reg">{v.registration}</span> {v.make}, {v.colour}
            </li>
          ))}
        </ul>
      </td>
      <td>{m.flight ?? ''}</td>
      <td>{m.passengers}</td>
      <td>{m.notes ?? ''}</td>
      <td>{m.channel === 'site' ? 'Our site' : m.channel}</td>
    </tr>
  );
});

const COLUMNS = [
  'Time',
  'Arrival or return',
  'Reference',
  'Name',
  'Phone',
  'Vehicles',
  'Flight',
  'Passengers',
  'Notes',
  'Channel',
] as const;

/** The movements by the hour they fall in ("06"…), in time order (they come sorted). */
function byHour(movements: readonly BoardMovement[]): { hour: string; movements: BoardMovement[] }[] {
  const hours: { hour: string; movements: BoardMovement[] }[] = [];
  for (const m of movements) {
    const hour = m.time.slice(0, 2);
    if (hours.at(-1)?.hour !== hour) hours.push({ hour, movements: [] });
    hours.at(-1)!.movements.push(m);
  }
  return hours;
}

/**
 * One hour's movements as a table of its own, named by its caption. The browser lays out only the
 * hours on screen (`content-visibility: auto`, board.css): a busy day's 2,000 rows in one table took
 * half a second of layout before the page answered. Every row stays in the page, so find-in-page,
 * screen readers and printing see them all.
 */
function HourTable({ hour, movements, changed, title }: BoardTableProps & { hour: string }) {
  const caption = `board-hour-${hour}`;
  return (
    <div
      className="board-hour"
      // The space an hour takes before it is laid out, so the scroll bar is right from the start.
      style={{ containIntrinsicBlockSize: `auto ${3.5 + movements.length * 3}rem` }}
    >
      <TableScroll labelledBy={caption}>
        <table className="console-table board-table">
          <caption id={caption}>
            {hour}:00 to {hour}:59 at {title}: {movements.length} {movements.length === 1 ? 'movement' : 'movements'}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {movements.map((m) => (
              <MovementRow key={m.id} movement={m} changed={changed.has(m.id)} />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

/**
 * The day's arrivals and returns in time order (UK time), one table per hour; a sentence when there
 * are none.
 */
export function BoardTable({ movements, changed, title }: BoardTableProps) {
  if (movements.length === 0) return <p>No arrivals or returns at {title}.</p>;
  return (
    <div className="board-hours">
      <p className="board-note">Arrivals and returns at {title}, in time order (UK time), by the hour.</p>
      {byHour(movements).map((h) => (
        <HourTable key={h.hour} hour={h.hour} movements={h.movements} changed={changed} title={title} />
      ))}
    </div>
  );
}
