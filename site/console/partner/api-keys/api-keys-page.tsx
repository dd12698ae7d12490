import { type ApiKey, type CreatedApiKey, roleAtLeast } from '@parking/core';
import { useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { TableScroll } from '../../kit/table-scroll';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { type ApiKeyActions, apiKeyActions, useApiKeys } from './api-keys-api';
import { CreateKeyForm } from './create-key-form';
import { ServerKeyOnce } from './secret-once';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-GB') : 'Never');

/** Props of KeysTable. */
export type KeysTableProps = {
  keys: readonly ApiKey[];
  /** Revokes a key (after the owner confirmed). */
  onRevoke: (id: string) => void;
  /** The key being revoked now. */
  pending?: string | undefined;
};

/** The keys: name, first characters, created, last used, and Revoke (asked first) or when it was revoked. */
export function KeysTable({ keys, onRevoke, pending }: KeysTableProps) {
  if (keys.length === 0) return <p>No keys yet.</p>;
  return (
    <TableScroll labelledBy="api-keys-caption">
      <table className="console-table">
        <caption id="api-keys-caption">Your server keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Starts with</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id}>
              <th scope="row">{k.name}</th>
              <td>
                <code>{k.prefix}…</code>
              </td>
              <td>{day(k.createdAt)}</td>
              <td>{day(k.lastUsedAt)}</td>
              <td>
                {k.revokedAt ? (
                  `Revoked ${day(k.revokedAt)}`
                ) : (
                  <ConfirmButton
                    label={`Revoke ${k.name}`}
                    question="Calls with this key are refused at once."
                    onConfirm={() => onRevoke(k.id)}
                    pending={pending === k.id}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The owner's view: create (the secret shown once), the list, revoke. */
function KeysView({ actions }: { actions: ApiKeyActions }) {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey>();
  const [pending, setPending] = useState<string>();
  const [news, setNews] = useState('');
  const revoke = (id: string) => {
    setPending(id);
    actions
      .revoke(id)
      .then((k) => setNews(`${k.name} is revoked.`))
      .then(() => keys.retry())
      .catch((e: unknown) => setNews(failureMessage(e)))
      .finally(() => setPending(undefined));
  };
  const onCreated = (c: CreatedApiKey) => {
    setCreated(c);
    void keys.retry();
  };
  return (
    <>
      {created && (
        <ServerKeyOnce name={created.key.name} secret={created.secret} onDone={() => setCreated(undefined)} />
      )}
      <CreateKeyForm create={actions.create} onCreated={onCreated} />
      <p role="status" aria-live="polite" className="console-status">
        {news}
      </p>
      <QueryState query={keys} what="keys">
        {(data) => <KeysTable keys={data.keys} onRevoke={revoke} pending={pending} />}
      </QueryState>
    </>
  );
}

/**
 * Reporting API keys (/console/api-keys): secret server keys with which the partner's own server reads
 * its bookings and statements (`GET /api/v1/partner/bookings`, `/statements`). Owners create them (the
 * secret shown once), see when each was last used and revoke them; other members are told to ask one.
 */
export function ApiKeysPage() {
  useConsoleTitle('Reporting API keys');
  const org = useConsoleMe().data?.active;
  const isOwner = org ? roleAtLeast(org.kind, org.role, 'owner') : false;
  const actions = apiKeyActions(useConsoleApi());
  return (
    <>
      <h1>Reporting API keys</h1>
      <p>
        A server key lets your own systems read your bookings and statements from our reporting API, in pages of up to
        100. Keep it on your server: anyone with it reads your earnings.
      </p>
      {isOwner ? <KeysView actions={actions} /> : <p>Only an owner of your organisation can create or revoke keys.</p>}
    </>
  );
}
