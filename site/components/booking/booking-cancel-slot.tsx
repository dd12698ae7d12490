import type { SearchCriteria } from '@parking/core';
import { BookingCancel } from '@parking/widget';
import { WidgetScope } from './widget-scope';

/** Props of {@link BookingCancelSlot}. */
export type BookingCancelSlotProps = {
  criteria?: SearchCriteria;
  /** The unpaid checkout session (`session_id`), for "Resume payment" while its hold lasts. */
  sessionId?: string | undefined;
  onShowResults: (criteria: SearchCriteria) => void;
};

/** The widget's BookingCancel: nothing was charged, back to the same results. */
export function BookingCancelSlot({ criteria, sessionId, onShowResults }: BookingCancelSlotProps) {
  return (
    <WidgetScope>
      <BookingCancel criteria={criteria} sessionId={sessionId} onShowResults={onShowResults} />
    </WidgetScope>
  );
}
