import { useApiQuery } from '@parking/client';
import { useState } from 'react';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import {
  type AccountSession,
  CURRENT_SESSION_KEY,
  SESSIONS_KEY,
  currentSessionId,
  listSessions,
  openSignInAfterSignOut,
  revokeSession,
  signOutEverywhere,
} from '../../shell/session/auth-api';
import { describeDevice, formatMoment } from './format';

/** One session as a table row; this device's is marked and its "Sign out" signs this browser out. */
function SessionRow(props: { session: AccountSession; current: boolean; onEnd: (s: AccountSession) => void }) {
  const { session, current, onEnd } = props;
  const device = describeDevice(session.userAgent);
  return (
    <tr>
      <th scope="row">
        {device}
        {current && <span className="console-tag">This device</span>}
      </th>
      <td>{session.ipAddress || '—'}</td>
      <td>{formatMoment(session.createdAt)}</td>
      <td>{formatMoment(session.updatedAt)}</td>
      <td>
        <button
          type="button"
          className="btn btn--outline console-btn--small"
          aria-label={
            current ? 'Sign out on this device' : `Sign out ${device}, signed in ${formatMoment(session.createdAt)}`
          }
          onClick={() => onEnd(session)}
        >
          Sign out
        </button>
      </td>
    </tr>
  );
}

/** The sessions as a table: device, IP address, when signed in, last active, and "Sign out". */
function SessionsTable(props: {
  sessions: AccountSession[];
  currentId: string | null | undefined;
  onEnd: (s: AccountSession) => void;
}) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">Your sessions</caption>
        <thead>
          <tr>
            <th scope="col">Device</th>
            <th scope="col">IP address</th>
            <th scope="col">Signed in</th>
            <th scope="col">Last active</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.sessions.map((s) => (
            <SessionRow key={s.id} session={s} current={s.id === props.currentId} onEnd={props.onEnd} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The person's sessions: each can be signed out, or all at once ("Sign out everywhere"). */
export function SessionsSection() {
  const api = useConsoleApi();
  const sessions = useApiQuery(SESSIONS_KEY, () => listSessions(api));
  const current = useApiQuery(CURRENT_SESSION_KEY, () => currentSessionId(api));
  const [news, setNews] = useState('');
  const toSignIn = async () => openSignInAfterSignOut();
  const run = async (change: () => Promise<void>, after: () => Promise<void>, failed: string) => {
    try {
      await change();
    } catch (error) {
      return setNews(failureMessage(error, failed));
    }
    await after();
  };
  const onEnd = (session: AccountSession) =>
    void run(
      () => revokeSession(api, session.token),
      async () => {
        if (session.id === current.data) return toSignIn();
        setNews(`${describeDevice(session.userAgent)} is signed out.`);
        await sessions.retry();
      },
      'That session was not signed out. Try again.',
    );
  const everywhere = () =>
    void run(() => signOutEverywhere(api), toSignIn, 'You were not signed out everywhere. Try again.');
  return (
    <section className="console-card" aria-labelledby="account-sessions">
      <h2 id="account-sessions">Where you are signed in</h2>
      {sessions.error && !sessions.data && <p role="alert">{failureMessage(sessions.error)}</p>}
      {sessions.isLoading && <p role="status">Loading your sessions…</p>}
      {sessions.data && <SessionsTable sessions={sessions.data} currentId={current.data} onEnd={onEnd} />}
      <p role="status" className="console-news">
        {news}
      </p>
      <button type="button" className="btn btn--primary" onClick={everywhere}>
        Sign out everywhere
      </button>
    </section>
  );
}
