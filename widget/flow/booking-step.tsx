import type { BookingCreated, SearchCriteria } from '@parking/core';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { type ApiFailure, useSearchResults } from '../api';
import { BookingForm } from '../features/booking/booking-form';
import { PaymentSummary } from '../features/payment/payment-summary';
import { Button } from '../ui/button';
import { StepIndicator } from '../ui/step-indicator';

/** Props of BookingStep. */
export type BookingStepProps = {
  /** The searched stay. */
  criteria: SearchCriteria;
  /** The chosen provider's id; its current quote is loaded for these criteria. */
  providerId: string;
  /** Pre-fills the coupon field (e.g. from a promotion link); the code is checked with the server at once. */
  couponCode?: string | undefined;
  /** Back to the results (also offered when the provider sold out meanwhile). */
  onBack: () => void;
  /** Step 1 "details" or step 2 "payment" is now shown. */
  onStepChange?: ((step: 'details' | 'payment') => void) | undefined;
  /** The booking was created (no personal data: reference and amount only). */
  onBookingCreated?: ((booking: { reference: string; amount: number; providerId: string }) => void) | undefined;
  /** An API call failed. */
  onError?: ((failure: ApiFailure) => void) | undefined;
  /**
   * Show the step's own "1 Place Booking, 2 Payment" indicator (default true). A host page that
   * shows the steps itself (our site's header on /booking-details) turns it off so they appear once;
   * the embedded element keeps it.
   */
  showSteps?: boolean | undefined;
};

const STEPS = ['Place Booking', 'Payment'] as const;

/**
 * Reports each step change to the host and, on reaching payment, moves focus to the step's heading so
 * keyboard and screen-reader users land on it. Returns the heading's ref.
 */
function useStepChange(
  current: 'details' | 'payment',
  onStepChange: BookingStepProps['onStepChange'],
): RefObject<HTMLHeadingElement | null> {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    onStepChange?.(current);
    if (current === 'payment') headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each step change once
  }, [current]);
  return headingRef;
}

/** The chosen car park has no quote for the stay any more (sold out, or gone from the results). */
function QuoteUnavailable({ soldOut, onBack }: { soldOut: boolean; onBack: () => void }) {
  return (
    <div className="ps-state" role="alert">
      <p>{soldOut ? 'This car park is sold out for your dates.' : 'This car park is not available for your dates.'}</p>
      <Button onClick={onBack}>Back to results</Button>
    </div>
  );
}

/**
 * Step 1 "Place Booking" then step 2 "Payment". It composes the booking and payment features, which
 * do not import each other, and holds what they share (the created booking).
 */
export function BookingStep({
  criteria,
  providerId,
  couponCode,
  onBack,
  onStepChange,
  onBookingCreated,
  onError,
  showSteps = true,
}: BookingStepProps) {
  const { results, error, isLoading, retry } = useSearchResults(criteria);
  const [created, setLocalCreated] = useState<{ booking: BookingCreated; subtotal: number } | undefined>();
  const headingId = useId();
  const quote = results?.quotes.find((q) => q.provider.id === providerId);
  const current = created ? 'payment' : 'details';
  const headingRef = useStepChange(current, onStepChange);

  const handleCreated = (booking: BookingCreated, subtotal: number) => {
    setLocalCreated({ booking, subtotal });
    onBookingCreated?.({ reference: booking.reference, amount: booking.amount, providerId });
  };

  return (
    <section className="ps-booking" aria-labelledby={headingId}>
      {showSteps ? <StepIndicator steps={STEPS} current={current === 'details' ? 0 : 1} /> : null}
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {current === 'details' ? 'Place Booking' : 'Payment'}
      </h2>
      {error ? (
        <div className="ps-state" role="alert">
          <p>We could not load this car park. {error.message}</p>
          <Button onClick={() => void retry()}>Try again</Button>
        </div>
      ) : isLoading || !results ? (
        <p role="status" className="ps-muted">
          Loading your booking…
        </p>
      ) : !quote || quote.soldOut ? (
        <QuoteUnavailable soldOut={quote !== undefined} onBack={onBack} />
      ) : created ? (
        <PaymentSummary quote={quote} criteria={criteria} booking={created.booking} subtotal={created.subtotal} />
      ) : (
        <BookingForm
          quote={quote}
          criteria={criteria}
          couponCode={couponCode}
          onCreated={handleCreated}
          onBack={onBack}
          onError={onError}
        />
      )}
    </section>
  );
}
