import { applyCoupon, formatGBP } from '@parking/core';
import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { CouponCheck } from './use-coupon-check';

/** Props of CouponField. */
export type CouponFieldProps = {
  /** The code input's id. */
  id: string;
  /** The code as typed. */
  code: string;
  /** The form's message for the code (a server rejection shows instead while it stands). */
  error: string | undefined;
  /** The visitor typed: the previous answer no longer applies. */
  onChange: (couponCode: string) => void;
  /** The total before any coupon, in pence: an accepted code shows what is left to pay. */
  total: number;
  /** The form's coupon check (`useCouponCheck`), shared with the summary at the top of the form. */
  coupon: CouponCheck;
};

/**
 * The coupon code with its Apply button and the answer. Apply asks the server whether the code is active
 * and shows the new total only when it is, an inline error when it is not; a pre-filled code (the site's
 * popup) is checked at once.
 */
export function CouponField({ id, code, error, onChange, total, coupon }: CouponFieldProps) {
  const couponRef = useRef<HTMLDivElement>(null);
  const apply = async () => {
    // A rejected code: back to the field, whose error is then read out with it.
    if ((await coupon.apply(code)) === 'rejected') couponRef.current?.querySelector('input')?.focus();
  };
  useEffect(() => {
    if (code) void coupon.apply(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check a pre-filled code once
  }, []);
  const { state } = coupon;
  const accepted =
    state.kind === 'accepted' && !error ? { ...state, ...applyCoupon(total, state.percentOff) } : undefined;
  return (
    <>
      <div className="ps-coupon" ref={couponRef}>
        <TextField
          id={id}
          label="Coupon code (optional)"
          value={code}
          onChange={(couponCode) => {
            coupon.reset();
            onChange(couponCode);
          }}
          onKeyDown={(e) => {
            // Enter applies the code rather than placing the booking.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void apply();
          }}
          error={(state.kind === 'rejected' ? state.message : undefined) ?? error}
          autoCapitalize="characters"
        />
        <Button onClick={() => void apply()} aria-busy={state.kind === 'checking'}>
          {state.kind === 'checking' ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      {accepted ? (
        <Alert tone="success">
          Code {accepted.code}: {accepted.percentOff}% off. New total {formatGBP(accepted.total)} (was{' '}
          {formatGBP(total)}).
        </Alert>
      ) : state.kind === 'unchecked' ? (
        <Alert tone="info">We could not check that code just now. It will be checked when you place the booking.</Alert>
      ) : null}
    </>
  );
}
