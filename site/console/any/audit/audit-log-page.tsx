import { useConsoleTitle } from '../../shell/console-title';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { AuditLogView } from './audit-log-view';

/**
 * The console's audit log page: what was done in the active organisation, by whom, filterable and
 * downloadable. The server decides who may read it (operator managers, partner owners, staff); the
 * signed-in layout shows it only with an active organisation.
 */
export function AuditLogPage() {
  useConsoleTitle('Audit log');
  const active = useConsoleMe().data?.active;
  if (!active) return null;
  return (
    <>
      {/* Our staff read the whole product's log. */}
      <h1>{active.kind === 'staff' ? 'Audit log of every organisation' : `Audit log of ${active.name}`}</h1>
      <AuditLogView key={active.id} org={active} />
    </>
  );
}
