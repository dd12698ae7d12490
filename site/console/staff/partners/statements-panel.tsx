import { type Statement, StatementSchema, StatementsSchema, formatGBP, roleAtLeast } from '@parking/core';
import { apiRequest, useApiQuery } from '@parking/client';
import { useState } from 'react';
import { ConfirmButton } from '../../kit/confirm-button';
import { StatementsTable, monthName } from '../../kit/earnings-tables';
import { QueryState } from '../../kit/query-state';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import { count } from '../../kit/count';

/** Props of StatementsPanel. */
export type StatementsPanelProps = {
  /** The partner organisation whose monthly statements are shown. */
  organizationId: string;
};

/** The cache key (and path under the API base) of a partner's statements, for staff. */
export const staffStatementsKey = (organizationId: string) =>
  `/console/staff/partners/${encodeURIComponent(organizationId)}/statements`;

/**
 * A partner's monthly statements for staff: each month's approved (open) or paid (frozen) commission,
 * and for admins a "Mark paid" button, asked first, on open months with something to pay.
 */
export function StatementsPanel({ organizationId }: StatementsPanelProps) {
  const api = useConsoleApi();
  const key = staffStatementsKey(organizationId);
  const query = useApiQuery(key, () => apiRequest(api, key, { schema: StatementsSchema }));
  const org = useConsoleMe().data?.active;
  const isAdmin = org ? roleAtLeast(org.kind, org.role, 'admin') : false;
  const [pending, setPending] = useState<string>();
  const [news, setNews] = useState('');
  const pay = (month: string) => {
    setPending(month);
    apiRequest(api, `${key}/${month}/pay`, { method: 'POST', schema: StatementSchema })
      .then((s) => setNews(`${monthName(s.month)} is marked paid: ${formatGBP(s.total)}.`))
      .then(() => query.retry())
      .catch((e: unknown) => setNews(failureMessage(e)))
      .finally(() => setPending(undefined));
  };
  const action = (s: Statement) =>
    s.status === 'open' && s.total > 0 && isAdmin ? (
      <ConfirmButton
        label={`Mark ${monthName(s.month)} paid`}
        question={`Pay ${formatGBP(s.total)} for ${count(s.bookings, 'booking')}? This freezes the statement.`}
        onConfirm={() => pay(s.month)}
        pending={pending === s.month}
      />
    ) : null;
  return (
    <section aria-labelledby={`statements-${organizationId}`}>
      <h2 id={`statements-${organizationId}`}>Statements</h2>
      <p role="status" aria-live="polite" className="console-status">
        {news}
      </p>
      <QueryState query={query} what="statements">
        {(data) => (
          <StatementsTable statements={data.statements} id={`staff-statements-${organizationId}`} action={action} />
        )}
      </QueryState>
    </section>
  );
}
