import { type BookingCreated, type Quote, type SearchCriteria, applyCoupon } from '@parking/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApiFailure } from '../../api';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import {
  type BookingDraft,
  type FieldErrors,
  type VehicleDraft,
  emptyBookingDraft,
  fieldsFromServer,
  validateBooking,
} from './booking-draft';
import { BookingProblem } from './booking-problem';
import { loadDraft, saveDraft } from './booking-store';
import { BookingSummary } from './booking-summary';
import { ConsentFields } from './consent-fields';
import { ContactFields } from './contact-fields';
import { TripFields } from './trip-fields';
import { useCouponCheck } from './use-coupon-check';
import { usePlaceBooking } from './use-place-booking';
import { VehicleFields } from './vehicle-fields';

/** Props of BookingForm. */
export type BookingFormProps = {
  quote: Quote;
  criteria: SearchCriteria;
  /** Pre-fills the coupon field. */
  couponCode?: string | undefined;
  /** The booking exists; `subtotal` is the agreed total before any coupon. */
  onCreated: (booking: BookingCreated, subtotal: number) => void;
  onBack: () => void;
  onError?: ((failure: ApiFailure) => void) | undefined;
};

/**
 * Step 1 "Place Booking": the booking form of docs/product-rules.md#booking, checked with core's schema,
 * booked once. What is typed is kept in this tab for this car park and search (`booking-store.ts`), so
 * a reload or Back/Forward does not lose it; the host forgets it once the booking is paid.
 */
export function BookingForm({ quote, criteria, couponCode, onCreated, onBack, onError }: BookingFormProps) {
  const idPrefix = useId();
  const providerId = quote.provider.id;
  // Lazy, not an effect: the form first renders after the quote loads, in the browser, never on the server
  // (and the store reads nothing there), so the restored draft shows without a flash of an empty form.
  const [draft, setDraft] = useState<BookingDraft>(() => {
    const kept = loadDraft(providerId, criteria);
    if (!kept) return emptyBookingDraft(criteria.noOfVehicles, couponCode);
    return kept.couponCode || !couponCode ? kept : { ...kept, couponCode };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // After a rejected submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);
  const booking = usePlaceBooking({ quote, criteria, onCreated, onError });
  // The coupon's state lives here: the summary above and the field below show the same answer.
  const coupon = useCouponCheck(onError);
  const type = quote.provider.type;
  const serverFields = booking.problem?.kind === 'fields' ? fieldsFromServer(booking.problem.fields) : {};
  const shown = { ...serverFields, ...errors };
  const accepted =
    coupon.state.kind === 'accepted' && !shown.couponCode
      ? { code: coupon.state.code, discount: applyCoupon(booking.expectedTotal, coupon.state.percentOff).discount }
      : undefined;

  const update = (next: BookingDraft) => {
    setDraft(next);
    saveDraft(providerId, criteria, next);
    // Once the visitor has tried to submit, messages follow their typing.
    if (tried) {
      const result = validateBooking(next, type);
      setErrors(result.ok ? {} : result.fields);
    }
    if (booking.problem?.kind === 'fields') booking.clearProblem();
  };
  const change = (patch: Partial<BookingDraft>) => update({ ...draft, ...patch });
  const changeVehicle = (i: number, patch: Partial<VehicleDraft>) =>
    update({ ...draft, vehicles: draft.vehicles.map((v, j) => (j === i ? { ...v, ...patch } : v)) });

  const submit = (total?: number) => {
    setTried(true);
    const result = validateBooking(draft, type);
    if (!result.ok) {
      setErrors(result.fields);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setErrors({});
    if (total === undefined) void booking.place(result.details);
    else booking.confirmNewPrice(result.details, total);
  };

  const errorCount = Object.keys(shown).length;
  return (
    <form
      ref={formRef}
      className="ps-booking-form"
      aria-label="Place Booking"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <BookingSummary quote={quote} criteria={criteria} total={booking.expectedTotal} coupon={accepted} />
      <ContactFields idPrefix={idPrefix} draft={draft} errors={shown} onChange={change} />
      <VehicleFields idPrefix={idPrefix} vehicles={draft.vehicles} errors={shown} onChange={changeVehicle} />
      <TripFields idPrefix={idPrefix} draft={draft} errors={shown} type={type} onChange={change} />
      <ConsentFields
        idPrefix={idPrefix}
        draft={draft}
        errors={shown}
        onChange={change}
        total={booking.expectedTotal}
        coupon={coupon}
      />
      {tried && errorCount > 0 && !booking.problem ? (
        <Alert>Please correct the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked above.</Alert>
      ) : null}
      {booking.problem ? (
        <BookingProblem
          problem={booking.problem}
          pending={booking.pending}
          onConfirmPrice={(total) => submit(total)}
          onBack={onBack}
        />
      ) : null}
      <div className="ps-actions">
        <Button variant="link" onClick={onBack}>
          Back to results
        </Button>
        <Button type="submit" variant="primary" disabled={booking.pending} aria-busy={booking.pending}>
          {booking.pending ? 'Placing booking…' : 'Place Booking'}
        </Button>
      </div>
    </form>
  );
}
