import type { WidgetKey } from '@parking/core';
import { useState } from 'react';
import { failureMessage } from '../../kit/console-api';
import { RevokeControl, RotateControl } from './key-controls';
import { KeyStatus, ModeBadge } from './key-status';
import type { KeyActions } from './keys-api';
import { OriginsEditor } from './origins-editor';

/** Props of KeyCard. */
export type KeyCardProps = {
  widgetKey: WidgetKey;
  /** Owners change keys; other members read them. */
  canEdit: boolean;
  actions: KeyActions;
  /** Called with the key as it now is after any change. */
  onChanged: (key: WidgetKey) => void;
};

/** Rename in place: the name only tells keys apart on this page and in reports. */
function RenameForm({ widgetKey, actions, onChanged }: Omit<KeyCardProps, 'canEdit'>) {
  const [name, setName] = useState(widgetKey.name);
  const [error, setError] = useState('');
  const id = `name-${widgetKey.id}`;
  const save = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (name.trim() === '') return setError('Give the key a name');
    setError('');
    actions
      .update(widgetKey.id, { name: name.trim() })
      .then(onChanged)
      .catch((e: unknown) => setError(failureMessage(e)));
  };
  return (
    <form className="key-rename" noValidate onSubmit={save}>
      <div className="field">
        <label htmlFor={id}>Key name</label>
        <input
          id={id}
          type="text"
          maxLength={80}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(ev) => setName(ev.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--outline" disabled={name.trim() === widgetKey.name}>
        Rename
      </button>
    </form>
  );
}

/** The origins as a plain list, for members who read only (and for revoked keys). */
function OriginsList({ widgetKey }: { widgetKey: WidgetKey }) {
  if (widgetKey.allowedOrigins.length === 0)
    return <p>This key works on no site yet: add the addresses of the pages that embed it.</p>;
  return (
    <ul className="origins-read">
      {widgetKey.allowedOrigins.map((o) => (
        <li key={o}>
          <code>{o}</code>
        </li>
      ))}
    </ul>
  );
}

/** One widget key: its name, mode, status and string; for owners, rename, origins, rotate and revoke. */
export function KeyCard({ widgetKey, canEdit, actions, onChanged }: KeyCardProps) {
  const editable = canEdit && widgetKey.active;
  const headingId = `key-${widgetKey.id}`;
  return (
    <article className={`key-card${widgetKey.active ? '' : ' key-card--revoked'}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        {widgetKey.name} <ModeBadge mode={widgetKey.mode} />
      </h3>
      <p>
        <KeyStatus widgetKey={widgetKey} />
      </p>
      <p>
        Key: <code className="key-string">{widgetKey.key}</code>
      </p>
      {editable ? (
        <>
          <RenameForm widgetKey={widgetKey} actions={actions} onChanged={onChanged} />
          <OriginsEditor
            key={widgetKey.id}
            widgetKey={widgetKey}
            onSave={async (origins) => {
              const saved = await actions.update(widgetKey.id, { allowedOrigins: origins });
              onChanged(saved);
              return saved;
            }}
          />
          <RotateControl widgetKey={widgetKey} rotate={(h) => actions.rotate(widgetKey.id, h)} onChanged={onChanged} />
          <RevokeControl widgetKey={widgetKey} run={() => actions.revoke(widgetKey.id)} onChanged={onChanged} />
        </>
      ) : (
        <>
          <h4>Addresses allowed to show this key</h4>
          <OriginsList widgetKey={widgetKey} />
        </>
      )}
    </article>
  );
}
