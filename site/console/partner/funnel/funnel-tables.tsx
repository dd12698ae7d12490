import { FUNNEL_VIEW_STEPS, type FunnelConversion, type FunnelCounts, type FunnelOrigin } from '@parking/core';

/** Each step's column heading. */
export const STEP_LABELS: Record<keyof FunnelCounts, string> = {
  loaded: 'Loaded',
  searched: 'Searched',
  results: 'Results',
  step1: 'Step 1',
  paid: 'Paid',
};

const percent = (n: number | null) => (n === null ? '—' : `${n}%`);

/** The step-to-step conversion: what share of the step before reached each step (loaded has none). */
function ConversionRow({ conversion }: { conversion: FunnelConversion }) {
  return (
    <tr className="funnel-conversion">
      <th scope="row">Of the step before</th>
      <td>—</td>
      <td>{percent(conversion.searched)}</td>
      <td>{percent(conversion.results)}</td>
      <td>{percent(conversion.step1)}</td>
      <td>{percent(conversion.paid)}</td>
    </tr>
  );
}

/**
 * One embedding page origin: a row per day with any count, the total, and the share of each step that
 * reached the next (the drop-off is what is missing from 100%).
 */
export function OriginTable({ origin }: { origin: FunnelOrigin }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>{origin.origin}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {FUNNEL_VIEW_STEPS.map((s) => (
              <th key={s} scope="col">
                {STEP_LABELS[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {origin.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              {FUNNEL_VIEW_STEPS.map((s) => (
                <td key={s}>{d[s]}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {FUNNEL_VIEW_STEPS.map((s) => (
              <td key={s}>{origin.totals[s]}</td>
            ))}
          </tr>
          <ConversionRow conversion={origin.conversion} />
        </tfoot>
      </table>
    </div>
  );
}
