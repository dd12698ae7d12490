import type { Refusal } from '@parking/core';
import { TableScroll } from '../../kit/table-scroll';
import { formatWhen } from './key-status';

/** Props of RefusalsTable. */
export type RefusalsTableProps = {
  /** Refused origins, newest first. */
  refusals: readonly Refusal[];
};

/** Requests refused because their page's address is not on the key's list (origin, how many, last seen). */
export function RefusalsTable({ refusals }: RefusalsTableProps) {
  return (
    <section aria-labelledby="refusals-heading" className="refusals">
      <h2 id="refusals-heading">Refused requests</h2>
      <p>
        A page tried to show the widget with one of your keys, but its address is not on that key’s list, so the widget
        stayed empty there. If the page is yours, add its address to the key; if not, someone copied your key and
        nothing more is needed.
      </p>
      {refusals.length === 0 ? (
        <p>No refused requests.</p>
      ) : (
        <TableScroll labelledBy="refusals-caption">
          <table className="console-table">
            <caption id="refusals-caption">Refused requests, most recent first</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Page address</th>
                <th scope="col">Requests</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {refusals.map((r) => (
                <tr key={`${r.keyId} ${r.origin}`}>
                  <td>{r.keyName}</td>
                  <th scope="row">
                    <code>{r.origin}</code>
                  </th>
                  <td>{r.count.toLocaleString('en-GB')}</td>
                  <td>{formatWhen(r.lastSeen)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
