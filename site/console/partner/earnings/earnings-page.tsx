import { addDays, isIsoDate, londonNow, toLongDate } from '@parking/core';
import { useSearchParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { type EarningsChoice, earningsCsvHref, useEarnings, useStatements } from './earnings-api';
import { EarningsFilters } from './earnings-filters';
import { BookingsTable, MonthTotals, StatementsTable } from '../../kit/earnings-tables';
import './earnings.css';

/** The choice in the URL when it is a whole one, or the last 30 London days of live bookings. */
function choiceOf(params: URLSearchParams): EarningsChoice {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const key = params.get('key') ?? '';
  const mode = params.get('mode') === 'test' ? 'test' : 'live';
  if (isIsoDate(from) && isIsoDate(to)) return { from, to, key, mode };
  const today = londonNow(new Date()).date;
  return { from: addDays(today, -29), to: today, key, mode };
}

/** One report: filters, CSV link, month totals and the bookings. */
function ReportView({ choice, onChoose }: { choice: EarningsChoice; onChoose: (c: EarningsChoice) => void }) {
  const query = useEarnings(choice);
  const csv = earningsCsvHref(useConsoleApi(), choice);
  return (
    <>
      <EarningsFilters choice={choice} keys={query.data?.keys ?? []} onChoose={onChoose} />
      <QueryState query={query} what="bookings">
        {(report) => (
          <>
            <h2>
              {choice.mode === 'test' ? 'Test bookings' : 'Bookings'} made {toLongDate(report.from)} to{' '}
              {toLongDate(report.to)}
            </h2>
            <p className="report-actions">
              <a href={csv} download>
                Download CSV<span className="visually-hidden"> of these bookings</span>
              </a>
            </p>
            <MonthTotals report={report} />
            <BookingsTable report={report} />
          </>
        )}
      </QueryState>
    </>
  );
}

/**
 * Bookings and earnings (/console/earnings?from=…&to=…&key=…&mode=…): the bookings made through the
 * partner's keys with the commission on each (pending until the stay ends, then approved, paid once on
 * a paid statement, or declined with its reason), totals by month, a CSV download and the monthly
 * statements. Every member reads it; the choice lives in the URL so it can be bookmarked.
 */
export function EarningsPage() {
  useConsoleTitle('Bookings and earnings');
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const statements = useStatements();
  const choose = ({ key, ...rest }: EarningsChoice) =>
    setParams(new URLSearchParams({ ...rest, ...(key ? { key } : {}) }));
  return (
    <>
      <h1>Bookings and earnings</h1>
      <p>
        Commission is a share of what the traveller paid, less any refund. It is pending until the stay ends, then
        approved; approved commission is paid monthly, by the month stays ended. Test bookings earn nothing.
      </p>
      <ReportView key={`${choice.from}:${choice.to}:${choice.key}:${choice.mode}`} choice={choice} onChoose={choose} />
      <section aria-labelledby="statements-heading">
        <h2 id="statements-heading">Statements</h2>
        <QueryState query={statements} what="statements">
          {(data) => <StatementsTable statements={data.statements} id="partner-statements" />}
        </QueryState>
      </section>
    </>
  );
}
