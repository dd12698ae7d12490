import {
  type ManagedBooking,
  PARKING_TYPE_LABELS,
  carHandoverText,
  formatGBP,
  toLongDate,
  toLongLondonTime,
} from '@parking/core';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { navigateTop } from '../../lib/navigate';
import { AmendForm } from './amend-form';
import { BookingHistory } from './booking-history';
import { CancelPanel } from './cancel-panel';

/** Props of BookingView. */
export type BookingViewProps = {
  /** The booking as the manage API returned it. */
  booking: ManagedBooking;
  /** The manage token the actions carry. */
  token: string;
  /** The booking after an action (cancelled, amended). */
  onChanged: (booking: ManagedBooking) => void;
  /** Close this booking and show the look-up form. */
  onSignOut: () => void;
};

const STATUS: Record<ManagedBooking['status'], string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  pending: 'Awaiting payment',
  expired: 'Expired',
};

/** The booking's facts as label and value, for the summary list. */
function summaryRows(b: ManagedBooking): [string, string][] {
  const rows: [string, string][] = [
    ['Status', STATUS[b.status]],
    ['Car park', `${b.provider.name} (${PARKING_TYPE_LABELS[b.provider.type]}), ${b.airport.name}`],
    ['Address', b.provider.address],
    ['Drop off', toLongDate(b.criteria.entryDate, b.criteria.entryTime)],
    ['Pick up', toLongDate(b.criteria.exitDate, b.criteria.exitTime)],
    ['Vehicles', b.vehicles.map((v) => `${v.registration} (${v.colour} ${v.make} ${v.model})`).join(', ')],
    ['Paid', formatGBP(b.paid)],
  ];
  if (b.couponCode) rows.push(['Coupon', `${b.couponCode} (${formatGBP(b.discount)} off)`]);
  // Once the car park has the car: when it was checked in (and returned), in London time, with the mileage.
  for (const h of b.handovers) rows.push([`Car ${h.registration}`, carHandoverText(h)]);
  return rows;
}

/** One booking: what it is, its deadlines in London time, its history, and what can be done now. */
export function BookingView({ booking: b, token, onChanged, onSignOut }: BookingViewProps) {
  const [action, setAction] = useState<'none' | 'amend' | 'cancel'>('none');
  const rows = summaryRows(b);
  return (
    <section className="ps-manage" aria-labelledby="ps-manage-title">
      <h2 id="ps-manage-title">
        Booking <span className="ps-reference">{b.reference}</span>
      </h2>
      <dl className="ps-summary">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {b.status === 'confirmed' ? (
        <ul className="ps-deadlines">
          <li>Free cancellation until {toLongLondonTime(new Date(b.cancel.until))}</li>
          <li>Changes allowed until {toLongLondonTime(new Date(b.amend.until))}</li>
        </ul>
      ) : null}
      {b.pendingAmendment ? (
        <p>
          A change is waiting for its payment of {formatGBP(b.pendingAmendment.amount)}.{' '}
          <Button variant="link" onClick={() => navigateTop(b.pendingAmendment!.checkoutUrl)}>
            Finish paying
          </Button>
        </p>
      ) : null}
      {action === 'cancel' ? (
        <CancelPanel
          booking={b}
          token={token}
          onDone={(next) => (setAction('none'), onChanged(next))}
          onBack={() => setAction('none')}
        />
      ) : action === 'amend' ? (
        <AmendForm
          booking={b}
          token={token}
          onDone={(next) => (setAction('none'), onChanged(next))}
          onBack={() => setAction('none')}
        />
      ) : (
        <Actions booking={b} onAmend={() => setAction('amend')} onCancel={() => setAction('cancel')} />
      )}
      <BookingHistory history={b.history} />
      <Button variant="link" onClick={onSignOut}>
        Find another booking
      </Button>
    </section>
  );
}

function Actions({
  booking: b,
  onAmend,
  onCancel,
}: {
  booking: ManagedBooking;
  onAmend: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="ps-manage-actions">
      {b.amend.allowed ? (
        <Button onClick={onAmend}>Change booking</Button>
      ) : (
        <p className="ps-muted">{b.amend.reason}</p>
      )}
      {b.cancel.allowed ? (
        <Button onClick={onCancel}>Cancel booking</Button>
      ) : b.amend.reason === b.cancel.reason ? null : (
        <p className="ps-muted">{b.cancel.reason}</p>
      )}
    </div>
  );
}
