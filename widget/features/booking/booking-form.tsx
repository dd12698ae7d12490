import { type BookingCreated, type BookingDetails, type Quote, type SearchCriteria, applyCoupon } from '@parking/core';
import { useId } from 'react';
import type { ApiFailure } from '../../api';
import { FormSummary, useForm } from '../../forms';
import { Button } from '../../ui/button';
import {
  type BookingDraft,
  type VehicleDraft,
  bookingFieldId,
  bookingFieldOf,
  emptyBookingDraft,
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
  /** The chosen car park's quote for the stay. */
  quote: Quote;
  /** The searched stay. */
  criteria: SearchCriteria;
  /** Pre-fills the coupon field. */
  couponCode?: string | undefined;
  /** The booking exists; `subtotal` is the agreed total before any coupon. */
  onCreated: (booking: BookingCreated, subtotal: number) => void;
  /** Back to the results. */
  onBack: () => void;
  /** An API call failed (the form shows it too). */
  onError?: ((failure: ApiFailure) => void) | undefined;
};

/** The summary's title: how many fields to fix, or what the server said. */
const fixTitle = (count: number) => (message: string | undefined) =>
  message ?? `Please correct the ${count === 1 ? 'field' : `${count} fields`} marked above.`;

type DraftFormOptions = Pick<BookingFormProps, 'quote' | 'criteria' | 'couponCode'> & {
  /** The prefix of every control's id, for the summary's links. */
  idPrefix: string;
  /** Places the booking once the draft checks out. */
  booking: ReturnType<typeof usePlaceBooking>;
};

/** The form's state, opening with the draft kept in this tab (or an empty one with the pre-filled code). */
function useBookingDraftForm({ idPrefix, quote, criteria, couponCode, booking }: DraftFormOptions) {
  const providerId = quote.provider.id;
  const type = quote.provider.type;
  return useForm<BookingDraft, BookingDetails>({
    // Lazy: the form first renders after the quote loads, in the browser, never on the server (and the
    // store reads nothing there), so the restored draft shows without a flash of an empty form.
    initial: () => {
      const kept = loadDraft(providerId, criteria);
      if (!kept) return emptyBookingDraft(criteria.noOfVehicles, couponCode);
      return kept.couponCode || !couponCode ? kept : { ...kept, couponCode };
    },
    check: (draft) => {
      const result = validateBooking(draft, type);
      return result.ok ? { ok: true, value: result.details } : result;
    },
    onSubmit: async (details) => {
      const failure = await booking.place(details);
      // Field messages go on the fields (the summary lists them); other problems have their own panel.
      if (failure && booking.problemOf(failure).kind === 'fields') throw failure;
    },
    idOf: (name) => bookingFieldId(idPrefix, name),
    serverField: bookingFieldOf,
  });
}

/**
 * Step 1 "Place Booking": the booking form of docs/product-rules.md#booking, checked with core's schema,
 * booked once. What is typed is kept in this tab for this car park and search (`booking-store.ts`), so
 * a reload or Back/Forward does not lose it; the host forgets it once the booking is paid.
 */
export function BookingForm({ quote, criteria, couponCode, onCreated, onBack, onError }: BookingFormProps) {
  const idPrefix = useId();
  const providerId = quote.provider.id;
  const type = quote.provider.type;
  const booking = usePlaceBooking({ quote, criteria, onCreated, onError });
  // The coupon's state lives here: the summary above and the field below show the same answer.
  const coupon = useCouponCheck(onError);
  const form = useBookingDraftForm({ idPrefix, quote, criteria, couponCode, booking });
  const { values: draft, errors } = form;
  const accepted =
    coupon.state.kind === 'accepted' && !errors.couponCode
      ? { code: coupon.state.code, discount: applyCoupon(booking.expectedTotal, coupon.state.percentOff).discount }
      : undefined;

  const change = (patch: Partial<BookingDraft>) => {
    form.set(patch);
    saveDraft(providerId, criteria, { ...draft, ...patch });
    if (booking.problem?.kind === 'fields') booking.clearProblem();
  };
  const changeVehicle = (i: number, patch: Partial<VehicleDraft>) =>
    change({ vehicles: draft.vehicles.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  const confirmPrice = (total: number) => {
    const result = validateBooking(draft, type);
    if (result.ok) booking.confirmNewPrice(result.details, total);
    else form.submit();
  };
  const fields = { idPrefix, draft, errors, onBlur: form.blur, onChange: change };
  const pending = form.pending || booking.pending;
  return (
    <form className="ps-booking-form" aria-label="Place Booking" noValidate onSubmit={form.onSubmit}>
      <BookingSummary quote={quote} criteria={criteria} total={booking.expectedTotal} coupon={accepted} />
      <ContactFields {...fields} />
      <VehicleFields {...fields} vehicles={draft.vehicles} onChange={changeVehicle} />
      <TripFields {...fields} type={type} />
      <ConsentFields {...fields} total={booking.expectedTotal} coupon={coupon} />
      <FormSummary form={form} title={fixTitle(Object.keys(errors).length)} />
      {booking.problem && booking.problem.kind !== 'fields' ? (
        <BookingProblem problem={booking.problem} pending={pending} onConfirmPrice={confirmPrice} onBack={onBack} />
      ) : null}
      <div className="ps-actions">
        <Button variant="link" onClick={onBack}>
          Back to results
        </Button>
        <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
          {pending ? 'Placing booking…' : 'Place Booking'}
        </Button>
      </div>
    </form>
  );
}
