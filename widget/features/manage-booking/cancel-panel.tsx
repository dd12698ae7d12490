import { type ManagedBooking, POLICY, formatGBP } from '@parking/core';
import { useState } from 'react';
import { type ApiFailure, cancelBooking, toApiFailure } from '../../api';
import { useWidgetConfig } from '../../config';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** Props of CancelPanel. */
export type CancelPanelProps = {
  booking: ManagedBooking;
  token: string;
  onDone: (booking: ManagedBooking) => void;
  onBack: () => void;
};

/** Cancelling, with what it gives back said plainly before the traveller confirms. */
export function CancelPanel({ booking, token, onDone, onBack }: CancelPanelProps) {
  const config = useWidgetConfig();
  const [failure, setFailure] = useState<ApiFailure | undefined>();
  const [pending, setPending] = useState(false);
  const refund = booking.cancelRefund;
  const confirm = async () => {
    setPending(true);
    try {
      onDone((await cancelBooking(config, token)).booking);
    } catch (error) {
      setFailure(toApiFailure(error));
      setPending(false);
    }
  };
  return (
    <section className="ps-manage-panel" aria-labelledby="ps-cancel-booking-title">
      <h3 id="ps-cancel-booking-title">Cancel this booking</h3>
      <p>
        {refund > 0
          ? `You will get ${formatGBP(refund)} back to the card you paid with.`
          : `It is less than ${POLICY.freeCancellationHours} hours before drop-off, so cancelling gives no refund; it frees your space for someone else.`}
      </p>
      {failure ? <Alert>{failure.message}</Alert> : null}
      <div className="ps-actions">
        <Button variant="primary" onClick={() => void confirm()} disabled={pending}>
          {refund > 0 ? `Cancel and refund ${formatGBP(refund)}` : 'Cancel without refund'}
        </Button>
        <Button onClick={onBack}>Keep my booking</Button>
      </div>
    </section>
  );
}
