import { useState } from 'react';

/** Props of SecretOnce. */
export type SecretOnceProps = {
  /** The signing secret just made or rotated. */
  secret: string;
  /** Hides it (the operator has copied it). */
  onDone: () => void;
};

/** The signing secret, shown this once in a read-only field with a Copy button and the warning. */
export function SecretOnce({ secret, onDone }: SecretOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="notice webhook-secret" role="status">
      <div className="field">
        <label htmlFor="webhook-secret">Signing secret</label>
        <input
          id="webhook-secret"
          type="text"
          readOnly
          value={secret}
          aria-describedby="webhook-secret-hint"
          onFocus={(ev) => ev.target.select()}
        />
        <p id="webhook-secret-hint">
          Copy it now and keep it with your receiver: you will not see this again. It signs every webhook (the{' '}
          <code>Parking-Signature</code> header).
        </p>
      </div>
      <button type="button" className="btn btn--outline" onClick={copy}>
        {copied ? 'Copied' : 'Copy secret'}
      </button>{' '}
      <button type="button" className="btn btn--outline" onClick={onDone}>
        I have saved it
      </button>
    </div>
  );
}
