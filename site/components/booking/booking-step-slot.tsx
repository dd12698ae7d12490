import type { SearchCriteria } from '@parking/core';
import { useEffect } from 'react';
import { BookingStep } from '@parking/widget';
import { WidgetScope } from './widget-scope';
import { setBookingStep } from '../../lib/booking-step-store';
import { useCouponCode } from '../../lib/coupon-code';

/** Props of {@link BookingStepSlot}. */
export type BookingStepSlotProps = {
  criteria: SearchCriteria;
  providerId: string;
  /** Back to the results. */
  onBack: () => void;
};

/**
 * The widget's BookingStep, with the popup's coupon and the header's step indicator wired in (the
 * header's indicator is the only one on the page: the step's own is turned off).
 */
export function BookingStepSlot({ criteria, providerId, onBack }: BookingStepSlotProps) {
  const couponCode = useCouponCode();
  // Leaving the page resets the indicator for the next booking.
  useEffect(() => () => setBookingStep(1), []);
  return (
    <WidgetScope>
      <BookingStep
        criteria={criteria}
        providerId={providerId}
        couponCode={couponCode}
        onBack={onBack}
        onStepChange={(step) => setBookingStep(step === 'payment' ? 2 : 1)}
        // The header shows the two-step indicator on /booking-details (docs/product-rules.md#header): not a second one here.
        showSteps={false}
      />
    </WidgetScope>
  );
}
