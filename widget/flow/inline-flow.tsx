import type { Quote, SearchCriteria } from '@parking/core';
import { type RefObject, useEffect, useRef } from 'react';
import type { ApiFailure } from '../api';
import type { RejectedSearch } from '../lib/search-param';
import { ResultsView } from '../features/results/results-view';
import { SearchForm } from '../features/search/search-form';
import { useCriteria, useFlowStep, useSelectedQuote } from '../state';
import { Button } from '../ui/button';
import { BookingStep, type BookingStepProps } from './booking-step';
import type { WidgetEvents } from './widget-events';

/** Props of InlineFlow. */
export type InlineFlowProps = WidgetEvents & {
  initialCriteria: SearchCriteria | undefined;
  /** A `q` that broke a search rule: the form pre-fills what passed and names the rule. */
  rejected?: RejectedSearch | undefined;
  airportCode: string | undefined;
  /** Accessible name of the search form (see SearchFormProps.label). */
  label?: string | undefined;
};

/**
 * A new step brings the widget's top into view. Not on mount: the partner's page must not jump to a
 * widget that has just rendered below the fold, nor lay itself out inside our script at load.
 */
function useTopInViewOnChange(step: ReturnType<typeof useFlowStep>[0]): RefObject<HTMLDivElement | null> {
  const topRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    topRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [step]);
  return topRef;
}

type InlineBookingProps = Pick<BookingStepProps, 'criteria' | 'providerId' | 'onBack' | 'onBookingCreated' | 'onError'>;

/** The booking step with a way back to the results above it. */
function InlineBooking(props: InlineBookingProps) {
  return (
    <>
      <Button variant="link" className="ps-back" onClick={props.onBack}>
        ← Back to results
      </Button>
      <BookingStep {...props} />
    </>
  );
}

/** Form → results → booking → payment inside the widget; the partner's URL never changes. */
export function InlineFlow({
  initialCriteria,
  rejected,
  airportCode,
  label,
  onSearch,
  onQuoteSelect,
  onBookingCreated,
  onError,
}: InlineFlowProps) {
  const [criteria, setCriteria] = useCriteria();
  const [step, setStep] = useFlowStep();
  const [quote, setQuote] = useSelectedQuote();
  const topRef = useTopInViewOnChange(step);

  const search = (c: SearchCriteria) => {
    setCriteria(c);
    setStep('results');
    onSearch?.(c);
  };
  const select = (q: Quote) => {
    if (!criteria) return;
    setQuote(q);
    setStep('booking');
    onQuoteSelect?.({ providerId: q.provider.id, total: q.total, criteria });
  };
  const reportError = (failure: ApiFailure) => onError?.({ code: failure.code, message: failure.message });

  return (
    <div className="ps-flow" ref={topRef}>
      {step === 'booking' && criteria && quote ? (
        <InlineBooking
          criteria={criteria}
          providerId={quote.provider.id}
          onBack={() => setStep('results')}
          onBookingCreated={onBookingCreated}
          onError={reportError}
        />
      ) : (
        <>
          <SearchForm
            initialCriteria={criteria ?? initialCriteria}
            rejected={rejected}
            airportCode={airportCode}
            label={label}
            autoSubmit={!criteria && initialCriteria !== undefined}
            onSearch={search}
            onError={reportError}
            layout="bar"
          />
          {step === 'results' && criteria ? (
            <ResultsView criteria={criteria} onSelect={select} onError={reportError} />
          ) : null}
        </>
      )}
    </div>
  );
}
