import type { SearchCriteria } from '@parking/core';
import { Button } from '../../ui/button';

/** Props of BookingCancel. */
export type BookingCancelProps = {
  /** The search to return to (kept through the checkout in the cancel URL's `q`). */
  criteria?: SearchCriteria | undefined;
  /** Show the results for these criteria again. */
  onShowResults: (criteria: SearchCriteria) => void;
};

/** Landing after a cancelled checkout: nothing was charged, and the search is one click away. */
export function BookingCancel({ criteria, onShowResults }: BookingCancelProps) {
  return (
    <section className="ps-state ps-cancel" aria-labelledby="ps-cancel-title">
      <h2 id="ps-cancel-title">Payment cancelled</h2>
      <p>Nothing was charged and your booking was not completed. The spaces we held for you will be released.</p>
      {criteria ? (
        <Button variant="primary" onClick={() => onShowResults(criteria)}>
          Back to results
        </Button>
      ) : (
        <p className="ps-muted">Start a new search to see the available parking.</p>
      )}
    </section>
  );
}
