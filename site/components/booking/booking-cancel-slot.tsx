import type { SearchCriteria } from '@parking/core';

/** Props of {@link BookingCancelSlot}. */
export type BookingCancelSlotProps = {
  criteria?: SearchCriteria;
  onShowResults: (criteria: SearchCriteria) => void;
};

/** Where the widget's BookingCancel goes. */
export function BookingCancelSlot(_props: BookingCancelSlotProps) {
  return <p className="notice">Nothing was charged.</p>;
}
