import { type Quote, type SearchCriteria, toDisplayDate } from '@parking/core';
import { useEffect, useId, useState } from 'react';
import { type ApiFailure, useSearchResults } from '../../api';
import { useWidgetConfig } from '../../config';
import { sendFunnelStep } from '../../lib/funnel';
import { Button } from '../../ui/button';
import { QuoteCard } from './quote-card';
import { ResultsControls } from './results-controls';
import { ResultsSkeleton } from './results-skeleton';
import { type SortOrder, type TypeFilter, arrangeQuotes } from './sort-quotes';

/** Props of ResultsView. */
export type ResultsViewProps = {
  /** The published search; results load for exactly these criteria. */
  criteria: SearchCriteria;
  /** The visitor chose a provider. */
  onSelect: (quote: Quote) => void;
  /** Loading the quotes failed (the view shows the error and a retry itself). */
  onError?: ((failure: ApiFailure) => void) | undefined;
};

/** Quotes for a search: sort, filter, and one card per provider (docs/product-rules.md#quotes-and-prices POST /search/packages). */
export function ResultsView({ criteria, onSelect, onError }: ResultsViewProps) {
  const titleId = useId();
  const { results, error, isLoading, retry } = useSearchResults(criteria);
  const [sort, setSort] = useState<SortOrder>('recommended');
  const [filter, setFilter] = useState<TypeFilter>('all');
  const { apiBase, partnerKey } = useWidgetConfig();
  useEffect(() => {
    if (results) sendFunnelStep(apiBase, partnerKey, 'results');
  });
  useEffect(() => {
    if (error) onError?.(error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each failure once
  }, [error]);
  const quotes = results ? arrangeQuotes(results.quotes, sort, filter) : [];
  return (
    <section className="ps-results" part="results" aria-busy={isLoading} aria-labelledby={titleId}>
      <header className="ps-results-header">
        <h2 id={titleId}>Parking for your trip</h2>
        <p className="ps-muted">
          {toDisplayDate(criteria.entryDate)} {criteria.entryTime} to {toDisplayDate(criteria.exitDate)}{' '}
          {criteria.exitTime} · {criteria.noOfVehicles} {criteria.noOfVehicles === 1 ? 'vehicle' : 'vehicles'}
          {results ? ` · ${results.days} ${results.days === 1 ? 'day' : 'days'}` : ''}
        </p>
      </header>
      {error ? (
        <div className="ps-state" role="alert">
          <p>We could not load parking for these dates. {error.message}</p>
          <Button onClick={() => void retry()}>Try again</Button>
        </div>
      ) : isLoading || !results ? (
        <ResultsSkeleton />
      ) : (
        <>
          <ResultsControls sort={sort} filter={filter} onSort={setSort} onFilter={setFilter} />
          <p className="ps-visually-hidden" role="status">
            {quotes.length} {quotes.length === 1 ? 'car park' : 'car parks'} found
          </p>
          {quotes.length === 0 ? (
            <div className="ps-state">
              <h3>No parking matches</h3>
              <p className="ps-muted">
                {results.quotes.length === 0
                  ? 'No car parks are available for these dates. Try other dates or another airport.'
                  : 'Try another parking type.'}
              </p>
            </div>
          ) : (
            <ul className="ps-card-list">
              {quotes.map((q) => (
                <li key={q.provider.id}>
                  <QuoteCard quote={q} onSelect={onSelect} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
