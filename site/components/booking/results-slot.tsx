import type { SearchCriteria } from '@parking/core';

/** Props of {@link ResultsSlot}. */
export type ResultsSlotProps = {
  /** The search to show quotes for. */
  criteria: SearchCriteria;
  /** Called with the chosen provider's id. */
  onSelect: (providerId: string) => void;
};

/** Where the widget's ResultsView goes. */
export function ResultsSlot(_props: ResultsSlotProps) {
  return <p className="notice">Results are on their way.</p>;
}
