import { applyCoupon, formatGBP } from '@parking/core';
import { useEffect, useRef } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { errorId } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import type { BookingDraft, FieldErrors } from './booking-draft';
import type { CouponCheck } from './use-coupon-check';

/** Props of ConsentFields. */
export type ConsentFieldsProps = {
  idPrefix: string;
  draft: BookingDraft;
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  onChange: (patch: Partial<BookingDraft>) => void;
  /** The total before any coupon, in pence: an accepted code shows what is left to pay. */
  total: number;
  /** The form's coupon check (`useCouponCheck`), shared with the summary at the top of the form. */
  coupon: CouponCheck;
};

/**
 * Coupon, terms and marketing. Apply asks the server whether the code is active and shows the new
 * total only when it is, an inline error when it is not; a pre-filled code (the site's popup) is
 * checked at once. The booking prices the code again on the server.
 */
export function ConsentFields({ idPrefix, draft, errors, onBlur, onChange, total, coupon }: ConsentFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const couponRef = useRef<HTMLDivElement>(null);
  const apply = async () => {
    // A rejected code: back to the field, whose error is then read out with it.
    if ((await coupon.apply(draft.couponCode)) === 'rejected') couponRef.current?.querySelector('input')?.focus();
  };
  useEffect(() => {
    if (draft.couponCode) void coupon.apply(draft.couponCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- check a pre-filled code once
  }, []);
  const { state } = coupon;
  const accepted =
    state.kind === 'accepted' && !errors.couponCode ? { ...state, ...applyCoupon(total, state.percentOff) } : undefined;
  return (
    <fieldset className="ps-fieldset">
      <legend>Discount and consent</legend>
      <div className="ps-coupon" ref={couponRef}>
        <TextField
          id={id('coupon')}
          label="Coupon code (optional)"
          value={draft.couponCode}
          onChange={(couponCode) => {
            coupon.reset();
            onChange({ couponCode });
          }}
          onKeyDown={(e) => {
            // Enter applies the code rather than placing the booking.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            void apply();
          }}
          error={(state.kind === 'rejected' ? state.message : undefined) ?? errors.couponCode}
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
      <div className={`ps-checkbox${errors.acceptTerms ? ' ps-field--invalid' : ''}`}>
        <input
          id={id('terms')}
          type="checkbox"
          checked={draft.acceptTerms}
          onChange={(e) => onChange({ acceptTerms: e.target.checked })}
          onBlur={onBlur('acceptTerms')}
          aria-required="true"
          {...(errors.acceptTerms ? { 'aria-invalid': true, 'aria-describedby': errorId(id('terms')) } : {})}
        />
        <label htmlFor={id('terms')}>I accept the terms and conditions and the cancellation policy</label>
      </div>
      {errors.acceptTerms ? (
        <span className="ps-field-error" id={errorId(id('terms'))}>
          {errors.acceptTerms}
        </span>
      ) : null}
      <div className="ps-checkbox">
        <input
          id={id('marketing')}
          type="checkbox"
          checked={draft.marketingOptIn}
          onChange={(e) => onChange({ marketingOptIn: e.target.checked })}
        />
        <label htmlFor={id('marketing')}>Send me offers and travel tips by email (optional)</label>
      </div>
    </fieldset>
  );
}
