import { type BookingCreated, PARKING_TYPE_LABELS, type Quote, type SearchCriteria, formatGBP } from '@parking/core';
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
import { ConsentFields } from './consent-fields';
import { ContactFields } from './contact-fields';
import { TripFields } from './trip-fields';
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

/** Step 1 "Place Booking": the form of product rules, checked with core's schema, booked once. */
export function BookingForm({ quote, criteria, couponCode, onCreated, onBack, onError }: BookingFormProps) {
  const idPrefix = useId();
  const [draft, setDraft] = useState<BookingDraft>(() => emptyBookingDraft(criteria.noOfVehicles, couponCode));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // After a rejected submit, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);
  const booking = usePlaceBooking({ quote, criteria, onCreated, onError });
  const type = quote.provider.type;
  const serverFields = booking.problem?.kind === 'fields' ? fieldsFromServer(booking.problem.fields) : {};
  const shown = { ...serverFields, ...errors };

  const update = (next: BookingDraft) => {
    setDraft(next);
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
      <div className="ps-summary-line">
        <div>
          <h3>{quote.provider.name}</h3>
          <p className="ps-muted">
            {PARKING_TYPE_LABELS[type]} · {quote.days} {quote.days === 1 ? 'day' : 'days'} · {quote.vehicles}{' '}
            {quote.vehicles === 1 ? 'vehicle' : 'vehicles'}
          </p>
        </div>
        <p className="ps-total">{formatGBP(booking.expectedTotal)}</p>
      </div>
      <ContactFields idPrefix={idPrefix} draft={draft} errors={shown} onChange={change} />
      <VehicleFields idPrefix={idPrefix} vehicles={draft.vehicles} errors={shown} onChange={changeVehicle} />
      <TripFields idPrefix={idPrefix} draft={draft} errors={shown} type={type} onChange={change} />
      <ConsentFields
        idPrefix={idPrefix}
        draft={draft}
        errors={shown}
        onChange={change}
        total={booking.expectedTotal}
        onError={onError}
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
