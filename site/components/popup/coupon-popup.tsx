import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { POLICY } from '@parking/core';
import { saveCouponCode } from '../../lib/coupon-code';
import {
  deferFirstPopup,
  isTyping,
  popupAllowedOn,
  popupDelay,
  popupWaitsOn,
  rememberCodeUsed,
  rememberPopupClosed,
} from './popup-timing';

/** Opens the dialog now, or, while the visitor is in a form field, once that field loses focus. */
function openWhenIdle(dialog: HTMLDialogElement): void {
  if (dialog.open || !dialog.isConnected) return;
  if (isTyping(document.activeElement)) {
    // Focus may move straight to another field: check again once this focus change settles.
    document.addEventListener('focusout', () => setTimeout(() => openWhenIdle(dialog), 0), { once: true });
    return;
  }
  dialog.showModal();
}

/** Props of {@link CouponPopup}. */
export type CouponPopupProps = {
  /** Override of the re-open delay (stories); defaults to 30 s. */
  reopenMs?: number;
};

/**
 * Opens the popup on the first visit and `reopenMs` after each close (a change of `closedTimes` restarts the
 * wait), and closes it on pages where it may not show. Returns the dialog's ref.
 */
function usePopupSchedule(closedTimes: number, used: boolean, reopenMs?: number): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const allowed = popupAllowedOn(pathname);
  const waits = popupWaitsOn(pathname);

  useEffect(() => {
    if (used || !allowed) return;
    if (waits) deferFirstPopup(Date.now());
    const delay = popupDelay(Date.now(), reopenMs);
    if (delay === undefined) return;
    const timer = setTimeout(() => dialogRef.current && openWhenIdle(dialogRef.current), delay);
    return () => clearTimeout(timer);
  }, [closedTimes, used, reopenMs, allowed, waits]);

  // Arriving on a booking page with the offer open: it steps aside without counting as a close.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!allowed && dialog?.open) dialog.close('route');
  }, [allowed]);
  return dialogRef;
}

/**
 * The coupon popup (docs/product-rules.md#popup): a modal <dialog> that opens on the first visit and again
 * 30 s after each close, in any tab. It waits while focus is in a form field, waits 30 s for a visitor
 * who lands on the results, and never shows on the booking, payment and manage pages nor once the
 * visitor has taken the code.
 */
export function CouponPopup({ reopenMs }: CouponPopupProps) {
  const [used, setUsed] = useState(false);
  const [closedTimes, setClosedTimes] = useState(0);
  const dialogRef = usePopupSchedule(closedTimes, used, reopenMs);

  const onClose = () => {
    const dialog = dialogRef.current;
    const byRoute = dialog?.returnValue === 'route';
    // close() without a value keeps the last one: clear it so the next close by the visitor counts.
    if (dialog) dialog.returnValue = '';
    if (byRoute) return;
    rememberPopupClosed(Date.now());
    setClosedTimes((n) => n + 1);
  };

  const useCode = () => {
    saveCouponCode(POLICY.couponCode);
    rememberCodeUsed();
    setUsed(true);
    dialogRef.current?.close();
  };

  return (
    <dialog ref={dialogRef} className="coupon-popup" aria-labelledby="coupon-popup-title" onClose={onClose}>
      <button
        type="button"
        className="coupon-popup__close"
        aria-label="Close"
        onClick={() => dialogRef.current?.close()}
      >
        <span aria-hidden="true">×</span>
      </button>
      <p className="coupon-popup__eyebrow">Limited offer</p>
      <h2 id="coupon-popup-title" className="coupon-popup__title">
        Book With Us &amp; Save Upto {POLICY.couponPercent}%
      </h2>
      <p>Use this code on the booking form to take {POLICY.couponPercent}% off your parking.</p>
      <p className="coupon-popup__code">
        <span className="visually-hidden">Coupon code: </span>
        <strong>{POLICY.couponCode}</strong>
      </p>
      <div className="coupon-popup__actions">
        <button type="button" className="btn btn--accent" onClick={useCode}>
          Use code
        </button>
        <button type="button" className="btn btn--ghost-dark" onClick={() => dialogRef.current?.close()}>
          No thanks
        </button>
      </div>
    </dialog>
  );
}
