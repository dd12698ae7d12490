import { useState } from 'react';

/** Props of ServerKeyOnce. */
export type ServerKeyOnceProps = {
  /** The key just created (its name) and its secret. */
  name: string;
  secret: string;
  /** Hides it (the owner has copied it). */
  onDone: () => void;
};

/** The new server key's secret, shown this once in a read-only field with a Copy button and the warning. */
export function ServerKeyOnce({ name, secret, onDone }: ServerKeyOnceProps) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="notice api-key-secret" role="status">
      <div className="field">
        <label htmlFor="api-key-secret">Secret of “{name}”</label>
        <input
          id="api-key-secret"
          type="text"
          readOnly
          value={secret}
          aria-describedby="api-key-secret-hint"
          onFocus={(ev) => ev.target.select()}
        />
        <p id="api-key-secret-hint">
          Copy it now and keep it on your server: you will not see it again. Send it as{' '}
          <code>Authorization: Bearer …</code>; never put it in a web page.
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
