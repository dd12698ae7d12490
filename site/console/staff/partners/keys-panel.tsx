import { type StaffKey, StaffKeySchema, StaffKeysSchema, roleAtLeast } from '@parking/core';
import { apiRequest, useApiQuery } from '@parking/client';
import { type ReactNode, useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { QueryState } from '../../kit/query-state';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';

/** The cache key (and path under the API base) of every partner key, for staff. */
export const STAFF_KEYS_KEY = '/console/staff/keys';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'Europe/London' });

/** A key's state in words: revoked by its partner, suspended by our staff (since when), or in use. */
function stateOf(key: StaffKey): string {
  if (!key.active) return 'Revoked by the partner';
  return key.suspendedAt ? `Suspended since ${day(key.suspendedAt)}` : 'In use';
}

/** Props of KeysPanel. */
export type KeysPanelProps = {
  /** The partner organisation whose widget keys are shown. */
  organizationId: string;
  /** Its name, for the questions asked before a change. */
  partnerName: string;
};

/**
 * A partner's widget keys for staff (never the key itself), and for admins a "Suspend" or "Lift
 * suspension" button on each key still in use, asked first. A suspended key is refused like a revoked
 * one (widget requests and bookings) until the suspension is lifted; each change is on the partner's
 * audit log.
 */
export function KeysPanel({ organizationId, partnerName }: KeysPanelProps) {
  const api = useConsoleApi();
  const query = useApiQuery(STAFF_KEYS_KEY, () => apiRequest(api, STAFF_KEYS_KEY, { schema: StaffKeysSchema }));
  const org = useConsoleMe().data?.active;
  const isAdmin = org ? roleAtLeast(org.kind, org.role, 'admin') : false;
  const [pending, setPending] = useState<string>();
  const [news, setNews] = useState('');
  const change = (key: StaffKey, suspend: boolean) => {
    setPending(key.id);
    setNews('');
    const path = `${STAFF_KEYS_KEY}/${encodeURIComponent(key.id)}/${suspend ? 'suspend' : 'unsuspend'}`;
    apiRequest(api, path, { method: 'POST', schema: StaffKeySchema })
      .then(async (changed) => {
        const keys = query.data?.keys ?? [];
        await query.mutate({ keys: keys.map((k) => (k.id === changed.id ? changed : k)) });
        setNews(suspend ? `${changed.name} is suspended.` : `${changed.name} works again.`);
      })
      .catch((e: unknown) => setNews(`Nothing changed. ${failureMessage(e)}`))
      .finally(() => setPending(undefined));
  };
  const action = (key: StaffKey) => {
    if (!isAdmin || !key.active) return null;
    return key.suspendedAt ? (
      <ConfirmButton
        label={`Lift suspension of ${key.name}`}
        question={`${key.name} (${partnerName}) will take widget requests and bookings again.`}
        onConfirm={() => change(key, false)}
        pending={pending === key.id}
      />
    ) : (
      <ConfirmButton
        label={`Suspend ${key.name}`}
        question={`${key.name} (${partnerName}) will be refused at once: its widget shows no prices and takes no bookings until the suspension is lifted.`}
        onConfirm={() => change(key, true)}
        pending={pending === key.id}
      />
    );
  };
  return (
    <section aria-labelledby={`keys-${organizationId}`}>
      <h2 id={`keys-${organizationId}`}>Widget keys</h2>
      <p role="status" aria-live="polite" className="console-status">
        {news}
      </p>
      <QueryState query={query} what="keys">
        {({ keys }) => <KeyTable keys={keys.filter((k) => k.organizationId === organizationId)} action={action} />}
      </QueryState>
    </section>
  );
}

/** The partner's keys, one row each, with the admin's button in the last column. */
function KeyTable({ keys, action }: { keys: StaffKey[]; action: (key: StaffKey) => ReactNode }) {
  if (keys.length === 0) return <p>This partner has no widget key yet.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>Widget keys</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Mode</th>
            <th scope="col">State</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <tr key={k.id}>
              <th scope="row">{k.name}</th>
              <td>{k.mode === 'live' ? 'Live' : 'Test'}</td>
              <td>{stateOf(k)}</td>
              <td>{action(k)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
