import type { ConsoleHome, ConsoleOrganization } from '@parking/core';
import { OperatorHome } from './operator-home';
import { PartnerHome } from './partner-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { StaffHome } from './staff-home';
import { useConsoleHome } from '../../kit/use-console-home';
import '../../kit/console-pages.css';

/** The home of the organisation's kind, from the server's figures (which name the kind they are for). */
function HomeOfKind({ home, org }: { home: ConsoleHome; org: ConsoleOrganization }) {
  if (home.kind === 'operator') return <OperatorHome home={home} org={org} />;
  if (home.kind === 'partner') return <PartnerHome home={home} />;
  return <StaffHome home={home} />;
}

/** The console's home page: one per kind of organisation (operator, partner, staff) for the active one. */
export function ConsoleHomePage() {
  useConsoleTitle('Home');
  const active = useConsoleMe().data?.active;
  const home = useConsoleHome();
  if (!active) return null;
  return (
    <>
      <h1>{active.name}</h1>
      <QueryState query={home} what="figures for today">
        {(data) => <HomeOfKind home={data} org={active} />}
      </QueryState>
    </>
  );
}
