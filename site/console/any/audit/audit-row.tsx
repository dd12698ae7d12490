import type { AuditEntry } from '@parking/core';
import { actionInWords, actorInWords, changeLines, formatWhen } from './audit-words';

/** Props of AuditRow. */
export type AuditRowProps = {
  /** One entry of the organisation's log. */
  entry: AuditEntry;
};

/**
 * One entry: when (London), who, the action in words, the target, and each field's change. A traveller's
 * personal field says only "changed": the log never held its values, so erasing them leaves it whole.
 */
export function AuditRow({ entry }: AuditRowProps) {
  const lines = changeLines(entry.changes);
  return (
    <tr>
      <th scope="row">
        <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
      </th>
      <td>{actorInWords(entry.actor)}</td>
      <td>{actionInWords(entry.action)}</td>
      <td>
        {entry.target.type} <code>{entry.target.id}</code>
      </td>
      <td>
        {lines.length === 0 ? (
          '—'
        ) : (
          <ul className="audit-changes">
            {lines.map(({ field, text }) => (
              <li key={field}>
                {field}: {text}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
