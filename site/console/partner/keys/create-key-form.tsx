import type { WidgetKey } from '@parking/core';
import { useState } from 'react';
import { failureMessage } from '../../kit/console-api';
import type { KeyActions } from './keys-api';

/** Props of CreateKeyForm. */
export type CreateKeyFormProps = {
  /** Whether our team approved live keys for this organisation. */
  liveApproved: boolean;
  actions: Pick<KeyActions, 'create'>;
  /** Called with the new key. */
  onCreated: (key: WidgetKey) => void;
};

/** Test or live; live is offered once our team has approved the account, and the page says so until then. */
function ModeChoice(props: {
  mode: WidgetKey['mode'];
  liveApproved: boolean;
  onChange: (m: WidgetKey['mode']) => void;
}) {
  const { mode, liveApproved, onChange: setMode } = props;
  return (
    <fieldset>
      <legend>Kind of key</legend>
      <label>
        <input type="radio" name="new-key-mode" checked={mode === 'test'} onChange={() => setMode('test')} /> Test:
        bookings are marked TEST and take no money
      </label>
      <label>
        <input
          type="radio"
          name="new-key-mode"
          checked={mode === 'live'}
          disabled={!liveApproved}
          aria-describedby={liveApproved ? undefined : 'live-approval'}
          onChange={() => setMode('live')}
        />{' '}
        Live: real bookings that earn commission
      </label>
      {!liveApproved && (
        <p id="live-approval" className="key-hint">
          A live key needs our team’s approval of your account. Use a test key until then.
        </p>
      )}
    </fieldset>
  );
}

/** Make a key: a test key at any time, a live key once our team has approved the account. */
export function CreateKeyForm({ liveApproved, actions, onCreated }: CreateKeyFormProps) {
  const [name, setName] = useState('');
  const [mode, setMode] = useState<WidgetKey['mode']>('test');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const submit = (ev: React.FormEvent) => {
    ev.preventDefault();
    if (name.trim() === '') return setError('Give the key a name');
    setError('');
    setFailure('');
    actions
      .create(name.trim(), mode)
      .then((key) => {
        setName('');
        onCreated(key);
      })
      .catch((e: unknown) => setFailure(failureMessage(e)));
  };
  return (
    <form className="console-form key-create" noValidate onSubmit={submit} aria-labelledby="create-heading">
      <h2 id="create-heading">Make a key</h2>
      <div className="field">
        <label htmlFor="new-key-name">Name (for you, e.g. the site it is for)</label>
        <input
          id="new-key-name"
          type="text"
          maxLength={80}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-key-name-error' : undefined}
          onChange={(ev) => setName(ev.target.value)}
        />
        {error && (
          <p id="new-key-name-error" className="field__error">
            {error}
          </p>
        )}
      </div>
      <ModeChoice mode={mode} liveApproved={liveApproved} onChange={setMode} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary">
        Make key
      </button>
    </form>
  );
}
