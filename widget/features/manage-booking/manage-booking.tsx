import type { ManagedBooking } from '@parking/core';
import { useState } from 'react';
import { type ApiFailure, useManagedBooking } from '../../api';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { UnsavedChangesContext } from '../../forms';
import { BookingView } from './booking-view';
import { LookupForm } from './lookup-form';

/** Props of ManageBooking. */
export type ManageBookingProps = {
  /** A manage token (from the emailed link, or kept by the host for this visit); none → the look-up form. */
  token?: string | undefined;
  /** A token was found by look-up (it replaces an expired or altered one), or the traveller closed the booking. */
  onToken: (token: string | undefined) => void;
  /**
   * Called with `true` when the amend form holds changes not yet saved, and `false` once they are saved
   * or dropped: the host can then ask before its own links leave the page (the widget asks before its
   * own buttons do, and the browser before the tab closes).
   */
  onUnsavedChanges?: ((dirty: boolean) => void) | undefined;
};

const LINK_NOTICE: Record<string, string> = {
  LINK_EXPIRED: 'This manage link has expired. Find your booking with its reference and email.',
  LINK_INVALID: 'This manage link is not valid. Find your booking with its reference and email.',
};

/**
 * Manage my booking (docs/product-rules.md#amend-and-cancel): the look-up form, then the booking with
 * its deadlines, history, and the cost of each action before it is taken.
 */
export function ManageBooking({ token, onToken, onUnsavedChanges }: ManageBookingProps) {
  const query = useManagedBooking(token);
  // After an action the booking as the server answered it, kept with the token it belongs to.
  const [changed, setChanged] = useState<{ token: string; booking: ManagedBooking } | undefined>();
  const failure = query.error as ApiFailure | undefined;
  const notice = failure ? LINK_NOTICE[failure.code] : undefined;

  if (!token || notice) return <LookupForm onFound={onToken} notice={notice} />;
  const booking = changed?.token === token ? changed.booking : query.data;
  if (failure && !booking) {
    return (
      <section className="ps-state" aria-label="Your booking">
        <Alert>We could not load your booking. {failure.message}</Alert>
        <Button onClick={() => void query.retry()}>Try again</Button>
      </section>
    );
  }
  if (!booking) {
    return (
      <section className="ps-state" aria-busy="true" aria-label="Your booking">
        <p role="status">Loading your booking…</p>
      </section>
    );
  }
  return (
    <UnsavedChangesContext value={onUnsavedChanges}>
      <BookingView
        booking={booking}
        token={token}
        onChanged={(b) => setChanged({ token, booking: b })}
        onSignOut={() => onToken(undefined)}
      />
    </UnsavedChangesContext>
  );
}
