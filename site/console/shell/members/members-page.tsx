import { failureMessage } from '../session/console-api';
import { useConsoleMe } from '../session/use-console-me';
import { MembersView } from './members-view';

/**
 * The console's members page: who belongs to the active organisation, who is invited, and (for owners
 * and managers) inviting, changing roles and removing. The server decides; the page only hides what a
 * role cannot do and explains why.
 */
export function MembersPage() {
  const me = useConsoleMe();
  const active = me.data?.active;
  return (
    <main className="console-page">
      <h1>Members{active ? ` of ${active.name}` : ''}</h1>
      {active ? (
        <MembersView key={active.id} org={active} />
      ) : me.error ? (
        <p role="alert">{failureMessage(me.error)}</p>
      ) : me.data ? (
        <p>You do not belong to an organisation yet. Ask its owner to invite you.</p>
      ) : (
        <p aria-busy="true">Loading…</p>
      )}
    </main>
  );
}
