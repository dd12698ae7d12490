import type { ConsoleHome } from '@parking/core';
import { QueryState } from '../../kit/query-state';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { HomeLinks } from './home-links';
import { OperatorHome } from './operator-home';
import { PartnerHome } from './partner-home';
import { StaffHome } from './staff-home';
import '../../kit/console-pages.css';

/** The home of the organisation's kind, from the server's figures (which name the kind they are for). */
function HomeOfKind({ home }: { home: ConsoleHome }) {
  if (home.kind === 'operator') return <OperatorHome home={home} />;
  if (home.kind === 'partner') return <PartnerHome home={home} />;
  return <StaffHome home={home} />;
}

/**
 * The console's home page: one per kind of organisation (operator, partner, staff) for the active one,
 * then the screens of that kind the member may use (core's access table, as the navigation).
 */
export function ConsoleHomePage() {
  useConsoleTitle('Home');
  const me = useConsoleMe().data;
  const home = useConsoleHome();
  const active = me?.active;
  if (!me || !active) return null;
  return (
    <>
      <h1>{active.name}</h1>
      <QueryState query={home} what="figures for today">
        {(data) => <HomeOfKind home={data} />}
      </QueryState>
      <HomeLinks me={me} org={active} />
    </>
  );
}
