import { formatGBP } from '@parking/core';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import type { PlaceBookingProblem } from './use-place-booking';

/** Props of BookingProblem. */
export type BookingProblemProps = {
  problem: PlaceBookingProblem;
  pending: boolean;
  onConfirmPrice: (newTotal: number) => void;
  onBack: () => void;
};

/** The answer to a failed booking: confirm a new price, go back when sold out, or read the error. */
export function BookingProblem({ problem, pending, onConfirmPrice, onBack }: BookingProblemProps) {
  switch (problem.kind) {
    case 'price-changed':
      return (
        <div className="ps-notice" role="alert">
          <h3>The price has changed</h3>
          <p>
            The price for this stay went up from <s>{formatGBP(problem.oldTotal)}</s> to{' '}
            <strong>{formatGBP(problem.newTotal)}</strong> since you searched.
          </p>
          <Button variant="primary" disabled={pending} onClick={() => onConfirmPrice(problem.newTotal)}>
            Confirm new price
          </Button>
        </div>
      );
    case 'sold-out':
      return (
        <div className="ps-notice" role="alert">
          <h3>Sold out</h3>
          <p>This car park has just sold out for your dates. Nothing was booked; please choose another.</p>
          <Button onClick={onBack}>Back to results</Button>
        </div>
      );
    case 'fields':
      return <Alert>{problem.message || 'Please check the highlighted fields.'}</Alert>;
    default:
      return <Alert>{problem.failure.message}</Alert>;
  }
}
