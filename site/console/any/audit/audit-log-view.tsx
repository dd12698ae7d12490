import type { ConsoleOrganization, StaffAuditQuery as AuditQuery } from '@parking/core';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../kit/query-state';
import { useMembers } from '../../kit/members-read';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { AuditFiltersForm } from './audit-filters';
import { auditCsvHref, auditQueryString, readAuditQuery, useAuditPage } from './audit-query';
import { AuditTable } from './audit-table';

/** Props of AuditLogView. */
export type AuditLogViewProps = {
  /** The active organisation: whose log this is. */
  org: ConsoleOrganization;
};

/**
 * The log of one organisation: filters (kept in the URL query, so a filtered view can be shared or
 * bookmarked), one page of entries, "Older entries" by the server's cursor, and the same filters as CSV.
 */
export function AuditLogView({ org }: AuditLogViewProps) {
  const [params, setParams] = useSearchParams();
  const { filters, before } = readAuditQuery(params);
  const query: AuditQuery = { ...filters, before };
  const page = useAuditPage(query);
  const members = useMembers(org.id).data?.members ?? [];
  const filtered = Object.values(filters).some((v) => v !== '');
  const next = page.data?.next;
  return (
    <>
      <AuditFiltersForm
        key={auditQueryString(filters)}
        filters={filters}
        members={members}
        staff={org.kind === 'staff'}
        onApply={(applied) => setParams(new URLSearchParams(auditQueryString(applied)))}
      />
      <p>
        <a href={auditCsvHref(useConsoleApi(), query)} download>
          Download CSV<span className="visually-hidden"> of the entries these filters find</span>
        </a>
      </p>
      <QueryState query={page} what="audit log">
        {(data) => <AuditTable entries={data.entries} filtered={filtered} />}
      </QueryState>
      <nav aria-label="Audit log pages" className="console-paging">
        {before && <Link to={auditQueryString(filters) || '?'}>Newest entries</Link>}{' '}
        {next && <Link to={auditQueryString({ ...filters, before: next })}>Older entries</Link>}
      </nav>
    </>
  );
}
