import type { SearchCriteria } from '@parking/core';
import { ResultsView } from '@parking/widget';
import { WidgetScope } from './widget-scope';

/** Props of {@link ResultsSlot}. */
export type ResultsSlotProps = {
  /** The search to show quotes for. */
  criteria: SearchCriteria;
  /** Called with the chosen provider's id. */
  onSelect: (providerId: string) => void;
};

/** The widget's ResultsView. */
export function ResultsSlot({ criteria, onSelect }: ResultsSlotProps) {
  return (
    <WidgetScope>
      <ResultsView criteria={criteria} onSelect={(quote) => onSelect(quote.provider.id)} />
    </WidgetScope>
  );
}
