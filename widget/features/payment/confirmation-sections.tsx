import {
  type Confirmation,
  POLICY,
  PARKING_TYPE_LABELS,
  confirmationBreakdown,
  formatGBP,
  toLongDate,
  toLongLondonTime,
} from '@parking/core';

/** Props of ConfirmationSummary. */
export type ConfirmationSummaryProps = {
  /** The booking as the server confirmed it. */
  confirmation: Confirmation;
  /** The payment has arrived: the total reads "Paid" rather than "Amount". */
  paid: boolean;
};

/** The booking's facts: car park, dates, vehicles and the price with any coupon. */
export function ConfirmationSummary({ confirmation: c, paid }: ConfirmationSummaryProps) {
  return (
    <dl className="ps-summary">
      <div>
        <dt>Car park</dt>
        <dd>
          {c.provider.name} ({PARKING_TYPE_LABELS[c.provider.type]}), {c.airport.name} ({c.airport.code})
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{c.provider.address}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{c.provider.phone}</dd>
      </div>
      <div>
        <dt>Drop off</dt>
        <dd>{toLongDate(c.criteria.entryDate, c.criteria.entryTime)}</dd>
      </div>
      <div>
        <dt>Pick up</dt>
        <dd>{toLongDate(c.criteria.exitDate, c.criteria.exitTime)}</dd>
      </div>
      <div>
        <dt>Vehicles</dt>
        <dd>{c.vehicles.map((v) => `${v.registration} (${v.colour} ${v.make} ${v.model})`).join(', ')}</dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{confirmationBreakdown(c)}</dd>
      </div>
      {c.discount > 0 ? (
        <div>
          <dt>Coupon {c.couponCode}</dt>
          <dd>−{formatGBP(c.discount)}</dd>
        </div>
      ) : null}
      <div className="ps-summary-total">
        <dt>{paid ? 'Paid' : 'Amount'}</dt>
        <dd>{formatGBP(c.amount)}</dd>
      </div>
    </dl>
  );
}

/** Props of ConfirmationInstructions. */
export type ConfirmationInstructionsProps = {
  /** The car park, whose steps for arrival and return are shown. */
  provider: Confirmation['provider'];
};

/** What to do at the car park on the way out and on the way back. */
export function ConfirmationInstructions({ provider }: ConfirmationInstructionsProps) {
  return (
    <div className="ps-instructions">
      <div>
        <h3>When you arrive</h3>
        <ol>
          {provider.arrivalInstructions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
      <div>
        <h3>When you return</h3>
        <ol>
          {provider.returnInstructions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Props of ChangePolicy. */
export type ChangePolicyProps = {
  /** The booking: its free-cancellation deadline and, when issued, its manage token. */
  confirmation: Confirmation;
};

/** The amend and cancel rules for this booking, and the way to manage it. */
export function ChangePolicy({ confirmation: c }: ChangePolicyProps) {
  return (
    <div className="ps-policy">
      <h3>Need to change or cancel?</h3>
      <p>
        Changes are free up to {POLICY.amendCutoffHours} hours before drop-off (you pay or get back any price
        difference). Cancel up to {POLICY.freeCancellationHours} hours before drop-off for a full refund; later
        cancellations are not refunded. Free cancellation for this booking ends{' '}
        {toLongLondonTime(new Date(c.freeCancellationUntil))}.
      </p>
      {c.manageToken ? (
        // The token rides in the fragment, which is never sent to a server (docs/product-rules.md#amend-and-cancel).
        <a className="ps-button" href={`/amend-booking#token=${encodeURIComponent(c.manageToken)}`} target="_top">
          Manage booking
        </a>
      ) : (
        <p>Use Amend booking with your reference and email.</p>
      )}
    </div>
  );
}
