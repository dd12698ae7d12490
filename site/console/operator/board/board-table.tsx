import type { BoardMovement } from '@parking/core';
import { Link } from 'react-router';
import { TableScroll } from '../../shell/members/table-scroll';

/** Props of BoardTable. */
export type BoardTableProps = {
  /** The day's movements in time order. */
  movements: readonly BoardMovement[];
  /** Ids of the movements changed since this board was last viewed. */
  changed: ReadonlySet<string>;
  /** What the caption names: the car park and the day in words. */
  title: string;
};

/** One movement as a row: struck through with "Cancelled" when cancelled, "Changed" when changed since viewed. */
function MovementRow({ movement: m, changed }: { movement: BoardMovement; changed: boolean }) {
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
}

/** The day's arrivals and returns as one table in time order; a sentence when there are none. */
export function BoardTable({ movements, changed, title }: BoardTableProps) {
  if (movements.length === 0) return <p>No arrivals or returns at {title}.</p>;
  return (
    <TableScroll labelledBy="board-caption">
      <table className="console-table board-table">
        <caption id="board-caption">Arrivals and returns at {title}, in time order (UK time)</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Arrival or return</th>
            <th scope="col">Reference</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Vehicles</th>
            <th scope="col">Flight</th>
            <th scope="col">Passengers</th>
            <th scope="col">Notes</th>
            <th scope="col">Channel</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((m) => (
            <MovementRow key={m.id} movement={m} changed={changed.has(m.id)} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
