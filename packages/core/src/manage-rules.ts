import { londonInstant } from './calendar';
import { POLICY } from './policy';

/** What the policy allows for a booking at `now` (docs/product-rules.md#amend-and-cancel). */
export type ManageWindows = {
  /** Drop-off instant. */
  dropOff: Date;
  /** Cancelling before this instant refunds in full (POLICY.freeCancellationHours before drop-off). */
  freeCancellationUntil: Date;
  /** Amendments are accepted before this instant (POLICY.amendCutoffHours before drop-off). */
  amendUntil: Date;
  /** The stay has started (drop-off has passed): nothing can be changed. */
  started: boolean;
  fullRefund: boolean;
  canAmend: boolean;
};

/**
 * The windows the server enforces and the pages and emails state, from the same POLICY numbers:
 * cancel any time before drop-off (full refund only up to 48 hours before), amend up to 24 hours before.
 */
export function manageWindows(stay: { entryDate: string; entryTime: string }, now: Date): ManageWindows {
  const dropOff = londonInstant(stay.entryDate, stay.entryTime);
  const hours = (h: number) => new Date(dropOff.getTime() - h * 3_600_000);
  const freeCancellationUntil = hours(POLICY.freeCancellationHours);
  const amendUntil = hours(POLICY.amendCutoffHours);
  return {
    dropOff,
    freeCancellationUntil,
    amendUntil,
    started: now >= dropOff,
    fullRefund: now < freeCancellationUntil,
    canAmend: now < amendUntil,
  };
}
