import { GRACE_HOURS, type WidgetKey } from '@parking/core';
import { useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { failureMessage } from '../../kit/console-api';
import { formatWhen } from './key-status';

const GRACE_LABEL: Record<(typeof GRACE_HOURS)[number], string> = {
  0: 'Stop the old key at once',
  24: 'Keep the old key working for 1 day',
  72: 'Keep the old key working for 3 days',
  168: 'Keep the old key working for 7 days',
};

/** Props of RotateControl and RevokeControl. */
export type KeyControlProps = {
  widgetKey: WidgetKey;
  /** Runs the change; answers the key as it now is. */
  run: () => Promise<WidgetKey>;
  /** Called with the key as it now is. */
  onChanged: (key: WidgetKey) => void;
};

/** Rotate: choose how long the old key keeps working, confirm, then the new key and when the old one stops. */
export function RotateControl({
  widgetKey,
  rotate,
  onChanged,
}: Omit<KeyControlProps, 'run'> & {
  /** Rotates with the chosen grace. */
  rotate: (graceHours: number) => Promise<WidgetKey>;
}) {
  const [grace, setGrace] = useState<number>(24);
  const [done, setDone] = useState<WidgetKey>();
  const [failure, setFailure] = useState('');
  const id = `grace-${widgetKey.id}`;
  const go = () => {
    setFailure('');
    rotate(grace)
      .then((key) => {
        setDone(key);
        onChanged(key);
      })
      .catch((e: unknown) => setFailure(failureMessage(e)));
  };
  return (
    <div className="key-rotate">
      <div className="field">
        <label htmlFor={id}>When you rotate</label>
        <select id={id} value={grace} onChange={(ev) => setGrace(Number(ev.target.value))}>
          {GRACE_HOURS.map((h) => (
            <option key={h} value={h}>
              {GRACE_LABEL[h]}
            </option>
          ))}
        </select>
      </div>
      <ConfirmButton
        label="Rotate key"
        question={`Make a new key string? ${grace === 0 ? 'The old one stops working at once.' : 'Update your pages before the old one stops.'}`}
        onConfirm={go}
      />
      {done && (
        <p className="notice notice--success" role="status">
          New key: <code>{done.key}</code>.{' '}
          {done.previousKeyUntil
            ? `The old key works until ${formatWhen(done.previousKeyUntil)}.`
            : 'The old key has stopped working.'}
        </p>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}

/** Revoke, asked first: the key and any old key string stop at once, for good. */
export function RevokeControl({ widgetKey, run, onChanged }: KeyControlProps) {
  const [failure, setFailure] = useState('');
  return (
    <div className="key-revoke">
      <ConfirmButton
        label="Revoke key"
        question={`Switch “${widgetKey.name}” off for good? Pages using it stop showing the widget, and it cannot be switched back on.`}
        onConfirm={() =>
          run()
            .then(onChanged)
            .catch((e: unknown) => setFailure(failureMessage(e)))
        }
      />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
