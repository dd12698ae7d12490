import { type FunnelView, toLongDate } from '@parking/core';
import { useSearchParams } from 'react-router';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import '../../kit/console-pages.css';
import { FunnelFilters } from './funnel-filters';
import { OriginTable, STEP_LABELS } from './funnel-tables';
import { type FunnelChoice, choiceOf, useFunnel } from './use-funnel';

/** The totals across origins, in words, and one table per origin. */
function FunnelFigures({ view }: { view: FunnelView }) {
  if (view.origins.length === 0)
    return <p>Nothing was counted for these days. The widget reports a step once per page view.</p>;
  const t = view.totals;
  return (
    <>
      <p>
        In all: {t.loaded} {STEP_LABELS.loaded.toLowerCase()}, {t.searched} searched, {t.results} saw results, {t.step1}{' '}
        reached step 1 and {t.paid} paid.
      </p>
      {view.origins.map((o) => (
        <OriginTable key={o.origin} origin={o} />
      ))}
    </>
  );
}

/**
 * The partner's widget funnel (/console/funnel?from=…&to=…&key=…&mode=…): per page origin, each day's
 * loaded, searched, results, step 1 and paid, with totals and the share reaching each step. Live and test
 * keys are never mixed. The choice lives in the URL; without one it shows every live key's last 30 days.
 */
export function FunnelPage() {
  useConsoleTitle('Widget funnel');
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const query = useFunnel(choice);
  const choose = (next: FunnelChoice) => {
    const q = new URLSearchParams({ from: next.from, to: next.to, mode: next.mode });
    if (next.key) q.set('key', next.key);
    setParams(q);
  };
  const key = `${choice.from}:${choice.to}:${choice.key}:${choice.mode}`;
  return (
    <>
      <h1>Widget funnel</h1>
      <p>
        Counts only: how many page views loaded the widget, searched, saw results, reached step 1 and paid. Nothing
        about any traveller is kept.
      </p>
      <QueryState query={query} what="funnel">
        {(view) => (
          <>
            <FunnelFilters key={`filters:${key}`} choice={choice} keys={view.keys} onChoose={choose} />
            <h2>
              {choice.mode === 'test' ? 'Test' : 'Live'} keys, {toLongDate(view.from)} to {toLongDate(view.to)}
            </h2>
            <FunnelFigures view={view} />
          </>
        )}
      </QueryState>
    </>
  );
}
