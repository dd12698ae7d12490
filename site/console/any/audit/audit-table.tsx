import type { AuditEntry } from '@parking/core';
import { AuditRow } from './audit-row';
import { TableScroll } from '../../kit/table-scroll';

/** Props of AuditTable. */
export type AuditTableProps = {
  /** A page of entries, newest first. */
  entries: readonly AuditEntry[];
  /** Whether filters are set: an empty answer then says that nothing matches them. */
  filtered: boolean;
};

/** The log's entries as a table; a sentence when there are none. */
export function AuditTable({ entries, filtered }: AuditTableProps) {
  if (entries.length === 0) {
    return <p>{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>;
  }
  return (
    <TableScroll labelledBy="audit-caption">
      <table className="console-table">
        <caption id="audit-caption">What was done, newest first (times in UK time)</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Target</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
