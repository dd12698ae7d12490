import { CouponCodeSchema } from '@parking/core';
import { useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { errorId } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import type { BookingDraft, FieldErrors } from './booking-draft';

/** Props of ConsentFields. */
export type ConsentFieldsProps = {
  idPrefix: string;
  draft: BookingDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<BookingDraft>) => void;
};

/**
 * Coupon, terms and marketing. Coupons live on the server, so Apply only checks the code's shape;
 * the server prices it with the booking and the payment step shows the discounted total.
 */
export function ConsentFields({ idPrefix, draft, errors, onChange }: ConsentFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const [applied, setApplied] = useState<string | undefined>();
  const [couponError, setCouponError] = useState<string | undefined>();
  const apply = () => {
    const parsed = CouponCodeSchema.safeParse(draft.couponCode);
    if (!parsed.success || !parsed.data) {
      setCouponError(parsed.success ? 'Enter a coupon code' : (parsed.error.issues[0]?.message ?? 'Enter a valid coupon code'));
      setApplied(undefined);
      return;
    }
    setCouponError(undefined);
    setApplied(parsed.data);
  };
  return (
    <fieldset className="ps-fieldset">
      <legend>Discount and consent</legend>
      <div className="ps-coupon">
        <TextField
          id={id('coupon')}
          label="Coupon code (optional)"
          value={draft.couponCode}
          onChange={(couponCode) => {
            setApplied(undefined);
            onChange({ couponCode });
          }}
          error={couponError ?? errors.couponCode}
          autoCapitalize="characters"
        />
        <Button onClick={apply}>Apply</Button>
      </div>
      {applied && !errors.couponCode ? <Alert tone="info">Code {applied} will be applied to your total when you place the booking.</Alert> : null}
      <div className={`ps-checkbox${errors.acceptTerms ? ' ps-field--invalid' : ''}`}>
        <input
          id={id('terms')}
          type="checkbox"
          checked={draft.acceptTerms}
          onChange={(e) => onChange({ acceptTerms: e.target.checked })}
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
        <input id={id('marketing')} type="checkbox" checked={draft.marketingOptIn} onChange={(e) => onChange({ marketingOptIn: e.target.checked })} />
        <label htmlFor={id('marketing')}>Send me offers and travel tips by email (optional)</label>
      </div>
    </fieldset>
  );
}
