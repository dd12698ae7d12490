import { useApiQuery } from '@parking/client';
import { useState } from 'react';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { PASSKEYS_KEY, type Passkey, deletePasskey, listPasskeys } from '../../shell/session/passkeys-api';
import { useRevalidateMe } from '../../shell/session/use-console-me';
import { StaffSignInRules } from '../../shell/sign-in/staff-sign-in-rules';
import { AddPasskeyForm } from './add-passkey-form';
import { formatMoment } from './format';

/** One passkey with "Delete", which asks once more before deleting. */
function PasskeyRow({ passkey, onDelete }: { passkey: Passkey; onDelete: (p: Passkey) => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const name = passkey.name || 'Unnamed passkey';
  const remove = async () => {
    setPending(true);
    await onDelete(passkey);
    setPending(false);
  };
  return (
    <li className="console-row">
      <span>
        <strong>{name}</strong> <span className="console-hint">added {formatMoment(passkey.createdAt)}</span>
      </span>
      {confirming ? (
        <span className="console-actions">
          <button type="button" className="btn btn--primary console-btn--small" disabled={pending} onClick={remove}>
            Delete {name}
          </button>
          <button type="button" className="btn btn--outline console-btn--small" onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="btn btn--outline console-btn--small"
          aria-label={`Delete ${name}`}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
      )}
    </li>
  );
}

/** The person's passkeys: listed, added on this device, deleted; changes are announced. Staff also read how they sign in. */
export function PasskeysSection({ staff = false }: { staff?: boolean }) {
  const api = useConsoleApi();
  const revalidateMe = useRevalidateMe();
  const passkeys = useApiQuery(PASSKEYS_KEY, () => listPasskeys(api));
  const [news, setNews] = useState('');
  const changed = async (message: string) => {
    setNews(message);
    await Promise.all([passkeys.retry(), revalidateMe()]);
  };
  const onDelete = async (passkey: Passkey) => {
    try {
      await deletePasskey(api, passkey.id);
      await changed(`Passkey ${passkey.name || ''} deleted.`);
    } catch (error) {
      setNews(failureMessage(error, 'The passkey was not deleted. Try again.'));
    }
  };
  const list = passkeys.data ?? [];
  return (
    <section className="console-card" aria-labelledby="account-passkeys">
      <h2 id="account-passkeys">Passkeys</h2>
      <p>A passkey signs you in with this device&apos;s screen lock or a security key, without an email.</p>
      {staff && <StaffSignInRules headingLevel={3} />}
      {passkeys.error && !passkeys.data && <p role="alert">{failureMessage(passkeys.error)}</p>}
      {passkeys.isLoading && <p role="status">Loading your passkeys…</p>}
      {passkeys.data && list.length === 0 && <p>You have no passkeys yet.</p>}
      {list.length > 0 && (
        <ul className="console-list" aria-label="Your passkeys">
          {list.map((p) => (
            <PasskeyRow key={p.id} passkey={p} onDelete={onDelete} />
          ))}
        </ul>
      )}
      <p role="status" className="console-news">
        {news}
      </p>
      <AddPasskeyForm onAdded={(name) => void changed(`Passkey ${name} added.`)} />
    </section>
  );
}
