import type { SearchCriteria } from '@parking/core';
import { BookingCancel } from '../../../widget/index';
import { WidgetScope } from './widget-scope';

/** Props of {@link BookingCancelSlot}. */
export type BookingCancelSlotProps = {
  criteria?: SearchCriteria;
  onShowResults: (criteria: SearchCriteria) => void;
};

/** The widget's BookingCancel: nothing was charged, back to the same results. */
export function BookingCancelSlot({ criteria, onShowResults }: BookingCancelSlotProps) {
  return (
    <WidgetScope>
      <BookingCancel criteria={criteria} onShowResults={onShowResults} />
    </WidgetScope>
  );
}
