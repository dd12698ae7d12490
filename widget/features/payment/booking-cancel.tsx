import { type SearchCriteria, toLongLondonTime } from '@parking/core';
import { useCheckoutHold } from '../../api';
import { Button } from '../../ui/button';

/** Props of BookingCancel. */
export type BookingCancelProps = {
  /** The search to return to (kept through the checkout in the cancel URL's `q`). */
  criteria?: SearchCriteria | undefined;
  /** The checkout session left unpaid (`session_id`): while its spaces are held, payment can resume. */
  sessionId?: string | undefined;
  /** Show the results for these criteria again. */
  onShowResults: (criteria: SearchCriteria) => void;
};

/**
 * Landing after leaving a checkout unpaid: nothing was charged; while the hold lasts the traveller can
 * resume paying (docs/product-rules.md#booking), and the search is one click away.
 */
export function BookingCancel({ criteria, sessionId, onShowResults }: BookingCancelProps) {
  const hold = useCheckoutHold(sessionId);
  const until = hold && new Date(hold.holdExpiresAt);
  return (
    <section className="ps-state ps-cancel" aria-labelledby="ps-cancel-title">
      <h2 id="ps-cancel-title">Payment not completed</h2>
      {hold && until ? (
        <>
          <p>
            Nothing was charged. Your spaces are still held until {toLongLondonTime(until)}; after that they are
            released.
          </p>
          <p>
            <a className="ps-button ps-button--primary" href={hold.checkoutUrl} target="_top">
              Resume payment
            </a>
          </p>
        </>
      ) : (
        <p>Nothing was charged and your booking was not completed. The spaces we held for you will be released.</p>
      )}
      {criteria ? (
        <Button variant={hold ? 'secondary' : 'primary'} onClick={() => onShowResults(criteria)}>
          Back to results
        </Button>
      ) : (
        <p className="ps-muted">Start a new search to see the available parking.</p>
      )}
    </section>
  );
}
