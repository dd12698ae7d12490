import { lazy } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LazySearchFormSlot } from '../components/booking/lazy-search-form-slot';
import { SearchPanel } from '../components/booking/search-panel';
import { useSearchCriteria } from '../components/booking/use-search-criteria';
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

/**
 * Search results for `q`. From 952 px the header carries the search form; below, this page shows it
 * (behind "Change search") in the band the transparent header sits on.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const shell = usePrerenderShell();
  const criteria = useSearchCriteria(params.get('q'));
  const navigate = useNavigate();
  const headerHasForm = useWindowWidth() >= SEARCH_HEADER_BREAKPOINT;
  const airportName = criteria ? (AIRPORTS[criteria.airportId]?.name ?? 'the airport') : undefined;
  // The pre-rendered shell cannot know the visitor's width, so it carries both layouts and CSS shows the one
  // for that width (the same 952 px): a phone paints its hero band, the page's largest element, before any
  // script has run, instead of when the app first renders (docs/decisions/0004-prerendering.md).
  const band = shell || !headerHasForm;
  const inlineHeading = shell || headerHasForm;
  const heading = (
    <h1 className="results-heading">{airportName ? `Parking at ${airportName}` : 'Airport parking results'}</h1>
  );

  return (
    <>
      <PageMeta
        title="Search Results"
        description="Compare meet and greet and park and ride prices for your airport parking dates."
      />
      {band && (
        <HeroBand size="short" className={shell ? 'shell-narrow-only' : undefined}>
          {heading}
          {criteria && <SearchPanel criteria={criteria} />}
        </HeroBand>
      )}
      <div className="page container">
        {inlineHeading && (shell ? <div className="shell-wide-only">{heading}</div> : heading)}
        {shell ? (
          <div className="results-placeholder" aria-busy="true" />
        ) : criteria ? (
          <AfterFirstPaint fallback={<div className="results-placeholder" aria-busy="true" />}>
            <ResultsSlot criteria={criteria} onSelect={(providerId) => navigate(bookingHref(criteria, providerId))} />
          </AfterFirstPaint>
        ) : (
          <div className="card">
            <h2>Start a search</h2>
            <p>Choose your airport, dates and times to see every car park and its price.</p>
            {!headerHasForm && <LazySearchFormSlot layout="stacked" />}
          </div>
        )}
      </div>
    </>
  );
}
