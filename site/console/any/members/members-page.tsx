import { useConsoleTitle } from '../../shell/console-title';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { MembersView } from './members-view';

/**
 * The console's members page: who belongs to the active organisation, who is invited, and (for owners
 * and managers) inviting, changing roles and removing. The server decides; the page only hides what a
 * role cannot do and explains why. The signed-in layout shows it only with an active organisation.
 */
export function MembersPage() {
  useConsoleTitle('Members');
  const active = useConsoleMe().data?.active;
  if (!active) return null;
  return (
    <>
      <h1>Members of {active.name}</h1>
      <MembersView key={active.id} org={active} />
    </>
  );
}
