import { errorId } from '../../ui/field';
import type { BookingDraft, FieldErrors } from './booking-draft';
import { CouponField } from './coupon-field';
import type { CouponCheck } from './use-coupon-check';

/** Props of ConsentFields. */
export type ConsentFieldsProps = {
  /** The prefix of every control's id (the form's `useId`). */
  idPrefix: string;
  /** The booking as typed so far. */
  draft: BookingDraft;
  /** Messages to show now, by field name. */
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  /** Applies a change to the draft. */
  onChange: (patch: Partial<BookingDraft>) => void;
  /** The total before any coupon, in pence: an accepted code shows what is left to pay. */
  total: number;
  /** The form's coupon check (`useCouponCheck`), shared with the summary at the top of the form. */
  coupon: CouponCheck;
};

/** Coupon, terms and marketing. The booking prices the code again on the server. */
export function ConsentFields({ idPrefix, draft, errors, onBlur, onChange, total, coupon }: ConsentFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="ps-fieldset">
      <legend>Discount and consent</legend>
      <CouponField
        id={id('coupon')}
        code={draft.couponCode}
        error={errors.couponCode}
        onChange={(couponCode) => onChange({ couponCode })}
        total={total}
        coupon={coupon}
      />
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
