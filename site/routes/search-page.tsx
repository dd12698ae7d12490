import { type ReactNode, lazy } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazySearchFormSlot } from '../components/booking/lazy-search-form-slot';
import { SearchPanel } from '../components/booking/search-panel';
import { useSearchStart } from '../components/booking/use-search-criteria';
import { HeroBand } from '../components/content/hero-band';
import { SEARCH_HEADER_BREAKPOINT } from '../components/header/header-mode';
import { AfterFirstPaint } from '../components/layout/after-first-paint';
import { PageMeta } from '../components/layout/page-meta';
import { usePrerenderShell } from '../seo/shell-context';
import { AIRPORTS } from '../content/airports';
import { bookingHref } from '../lib/search-links';
import { useWindowWidth } from '../lib/use-window-width';

// The results' code (the widget's results view) loads once the page has painted its heading.
const ResultsSlot = lazy(async () => ({ default: (await import('../components/booking/results-slot')).ResultsSlot }));

function SearchMeta() {
  return (
    <PageMeta
      title="Search Results"
      description="Compare meet and greet and park and ride prices for your airport parking dates."
    />
  );
}

/**
 * The pre-rendered shell cannot know the visitor's width: one band holds the one heading, and CSS makes it
 * the phone layout's hero band (the page's largest paint, before any script) or, from 952 px, the wide
 * layout's plain heading (docs/decisions/0004-prerendering.md).
 */
function ResultsShell({ heading }: { heading: ReactNode }) {
  return (
    <>
      <SearchMeta />
      <HeroBand size="short" className="hero--results-shell">
        {heading}
      </HeroBand>
      <div className="page container">
        <div className="results-placeholder" aria-busy="true" />
      </div>
    </>
  );
}

/**
 * Search results for `q`. From 952 px the header carries the search form; below, this page shows it
 * (behind "Change search") in the band the transparent header sits on.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const shell = usePrerenderShell();
  const { criteria, rejected } = useSearchStart(params.get('q'));
  const navigate = useNavigate();
  const headerHasForm = useWindowWidth() >= SEARCH_HEADER_BREAKPOINT;
  const airportName = criteria ? (AIRPORTS[criteria.airportId]?.name ?? 'the airport') : undefined;
  const heading = (
    <h1 className="results-heading">{airportName ? `Parking at ${airportName}` : 'Airport parking results'}</h1>
  );

  if (shell) return <ResultsShell heading={heading} />;

  return (
    <>
      <SearchMeta />
      {!headerHasForm && (
        <HeroBand size="short">
          {heading}
          {criteria && <SearchPanel criteria={criteria} />}
        </HeroBand>
      )}
      <div className="page container">
        {headerHasForm && heading}
        {criteria ? (
          <AfterFirstPaint fallback={<div className="results-placeholder" aria-busy="true" />}>
            <ResultsSlot criteria={criteria} onSelect={(providerId) => navigate(bookingHref(criteria, providerId))} />
          </AfterFirstPaint>
        ) : (
          <div className="card">
            <h2>Start a search</h2>
            <p>Choose your airport, dates and times to see every car park and its price.</p>
            {!headerHasForm && <LazySearchFormSlot rejected={rejected} layout="stacked" />}
          </div>
        )}
      </div>
    </>
  );
}
