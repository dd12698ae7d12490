import { addDays, isIsoDate, londonNow, toLongDate } from '@parking/core';
import { useSearchParams } from 'react-router';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import './reports.css';
import { NoCarParks, chosenCarPark } from '../../kit/car-park-select';
import { ReportFilters } from './report-filters';
import { ChannelTable, OccupancyTable } from './report-tables';
import { type ReportChoice, reportCsvHref, useReport } from './use-reports';

/** One report: the CSV link, the figures by channel and occupancy per day. */
function ReportView({ choice, carParkName }: { choice: ReportChoice; carParkName: string }) {
  const query = useReport(choice);
  const csv = reportCsvHref(useConsoleApi(), choice);
  return (
    <>
      <h2>
        {carParkName}, {toLongDate(choice.from)} to {toLongDate(choice.to)}
      </h2>
      <p className="report-actions">
        <a href={csv} download>
          Download CSV<span className="visually-hidden"> of this report</span>
        </a>
      </p>
      <QueryState query={query} what="report">
        {(report) => (
          <>
            <ChannelTable report={report} />
            <OccupancyTable report={report} />
          </>
        )}
      </QueryState>
    </>
  );
}

/** The range in the URL when it is a whole one, or the last 30 London days. */
function rangeOf(params: URLSearchParams): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIsoDate(from) && isIsoDate(to)) return { from, to };
  const today = londonNow(new Date()).date;
  return { from: addDays(today, -29), to: today };
}

/**
 * The operator's reports (/console/reports?carPark=…&from=…&to=…): one car park's bookings and revenue
 * by channel, and occupancy per day, over a range of London days, with a CSV download. The choice lives
 * in the URL, so a report can be bookmarked; without one it shows the first car park's last 30 days.
 */
export function ReportsPage() {
  useConsoleTitle('Reports');
  const home = useConsoleHome();
  const [params, setParams] = useSearchParams();
  const choose = (next: ReportChoice) => setParams(new URLSearchParams(next));
  return (
    <>
      <h1>Reports</h1>
      <QueryState query={home} what="car parks">
        {(data) => {
          const carParks = data.kind === 'operator' ? data.carParks : [];
          const carPark = chosenCarPark(carParks, params);
          if (!carPark) return <NoCarParks />;
          const choice = { carPark: carPark.id, ...rangeOf(params) };
          const key = `${choice.carPark}:${choice.from}:${choice.to}`;
          return (
            <>
              <ReportFilters key={`filters:${key}`} carParks={carParks} choice={choice} onChoose={choose} />
              <ReportView key={`report:${key}`} choice={choice} carParkName={carPark.name} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
