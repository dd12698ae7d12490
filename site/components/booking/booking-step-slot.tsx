import type { SearchCriteria } from '@parking/core';

/** Props of {@link BookingStepSlot}. */
export type BookingStepSlotProps = {
  criteria: SearchCriteria;
  providerId: string;
  /** Back to the results. */
  onBack: () => void;
};

/** Where the widget's BookingStep goes. */
export function BookingStepSlot(_props: BookingStepSlotProps) {
  return <p className="notice">The booking form is on its way.</p>;
}
