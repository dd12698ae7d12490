import { type WidgetKey, parseOriginPattern } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { useState } from 'react';
import { failureMessage } from '../../kit/console-api';

/** Props of OriginsEditor. */
export type OriginsEditorProps = {
  /** The key whose origins are edited (its mode decides which forms are allowed). */
  widgetKey: WidgetKey;
  /** Saves the list (the server checks it again); answers the key as saved. */
  onSave: (origins: string[]) => Promise<WidgetKey>;
};

type Row = { id: number; value: string };

let nextRow = 0;
const rowsOf = (origins: readonly string[]): Row[] => origins.map((value) => ({ id: nextRow++, value }));

/** Each row's reason, read with core's rules as the partner types; an empty row is simply left out. */
function reasonsOf(rows: readonly Row[], mode: WidgetKey['mode']): (string | undefined)[] {
  return rows.map((r) => {
    if (r.value.trim() === '') return undefined;
    const read = parseOriginPattern(r.value, mode);
    return read.ok ? undefined : read.reason;
  });
}

/** The server's reasons by row (`allowedOrigins.N` counts the non-empty rows sent). */
function serverReasons(error: unknown, rows: readonly Row[]): Record<number, string> {
  if (!(error instanceof ApiFailure) || !error.fields) return {};
  const sent = rows.filter((r) => r.value.trim() !== '');
  const out: Record<number, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const row = sent[Number(/^allowedOrigins\.(\d+)$/.exec(path)?.[1] ?? -1)];
    if (row) out[row.id] = message;
  }
  return out;
}

/** One address row: its label, the field, Remove, and the reason beside it when it cannot be used. */
function OriginRow(props: {
  id: string;
  place: number;
  value: string;
  reason: string | undefined;
  onChange: (value: string) => void;
  onRemove: () => void;
}) {
  const { id, place, value, reason } = props;
  return (
    <li className="field">
      <label htmlFor={id}>Address {place}</label>
      <span className="origins-row">
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://www.example.com"
          value={value}
          aria-invalid={reason ? true : undefined}
          aria-describedby={reason ? `${id}-error` : undefined}
          onChange={(ev) => props.onChange(ev.target.value)}
        />
        <button
          type="button"
          className="btn btn--outline"
          aria-label={`Remove address ${place}`}
          onClick={props.onRemove}
        >
          Remove
        </button>
      </span>
      {reason && (
        <p id={`${id}-error`} className="field__error">
          {reason}
        </p>
      )}
    </li>
  );
}

/** What an address may look like, for the key's mode. */
function OriginsHint({ mode }: { mode: WidgetKey['mode'] }) {
  return (
    <p className="origins-hint">
      One site per row: <code>https://www.example.com</code>, or <code>https://*.example.com</code> for every subdomain
      (not example.com itself).
      {mode === 'test' && (
        <>
          {' '}
          A test key also works on <code>http://localhost:*</code> while you build.
        </>
      )}
    </p>
  );
}

/**
 * The addresses of the pages allowed to embed one key: one row per origin, Add and Remove, each row
 * checked as it is typed with the reason beside it (the same rules the server saves with).
 */
export function OriginsEditor({ widgetKey, onSave }: OriginsEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(widgetKey.allowedOrigins));
  const [server, setServer] = useState<Record<number, string>>({});
  const [news, setNews] = useState('');
  const [pending, setPending] = useState(false);
  const reasons = reasonsOf(rows, widgetKey.mode);
  const field = (row: Row) => `origin-${widgetKey.id}-${row.id}`;
  const change = (id: number, value: string) => {
    setRows(rows.map((r) => (r.id === id ? { ...r, value } : r)));
    setServer(({ [id]: _gone, ...rest }) => rest);
  };
  const save = () => {
    if (reasons.some(Boolean)) return setNews('Fix the addresses marked below before saving.');
    setPending(true);
    setNews('');
    onSave(rows.map((r) => r.value.trim()).filter((v) => v !== ''))
      .then((saved) => {
        setRows(rowsOf(saved.allowedOrigins));
        setNews('Saved: the widget works on these addresses within a few seconds.');
      })
      .catch((e: unknown) => {
        setServer(serverReasons(e, rows));
        setNews(failureMessage(e));
      })
      .finally(() => setPending(false));
  };
  return (
    <fieldset className="origins-editor">
      <legend>Addresses allowed to show this key</legend>
      {rows.length === 0 && (
        <p className="origins-empty">This key works on no site yet: add the addresses of the pages that embed it.</p>
      )}
      <ul className="origins-list">
        {rows.map((row, i) => (
          <OriginRow
            key={row.id}
            id={field(row)}
            place={i + 1}
            value={row.value}
            reason={server[row.id] ?? reasons[i]}
            onChange={(value) => change(row.id, value)}
            onRemove={() => setRows(rows.filter((r) => r.id !== row.id))}
          />
        ))}
      </ul>
      <OriginsHint mode={widgetKey.mode} />
      <p className="origins-actions">
        <button type="button" className="btn btn--outline" onClick={() => setRows([...rows, ...rowsOf([''])])}>
          Add an address
        </button>{' '}
        <button type="button" className="btn btn--primary" disabled={pending} onClick={save}>
          {pending ? 'Saving…' : 'Save addresses'}
        </button>
      </p>
      <p role="status" aria-live="polite">
        {news}
      </p>
    </fieldset>
  );
}
