import { BOOKING_HORIZON_DAYS, MAX_STAY_DAYS, POLICY, type SearchCriteria } from '@parking/core';
import { useEffect, useId } from 'react';
import type { ApiFailure } from '../../api';
import { FormSummary } from '../../forms';
import type { RejectedSearch } from '../../lib/search-param';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { DateField } from '../../ui/date-field';
import { Field, invalidProps } from '../../ui/field';
import { TimeSelect } from './time-select';
import { useSearchForm } from './use-search-form';

/** Props of SearchForm. */
export type SearchFormProps = {
  /** Criteria to pre-fill (e.g. decoded from `q`). */
  initialCriteria?: SearchCriteria | undefined;
  /**
   * A `q` that broke a search rule (readSearchStart): without `initialCriteria`, its valid fields pre-fill
   * the form and its rule's message shows as an alert until the visitor changes a field.
   */
  rejected?: RejectedSearch | undefined;
  /** IATA code (e.g. 'LTN') or slug of the airport to preselect. */
  airportCode?: string | undefined;
  /** Publish `initialCriteria` at once, without a click (used when it came from `q`). */
  autoSubmit?: boolean | undefined;
  /** Receives valid criteria on Update; the form itself makes no API call. */
  onSearch: (criteria: SearchCriteria) => void;
  /** `stacked` (narrow, default) or `bar` (one row on wide screens). */
  layout?: 'stacked' | 'bar' | undefined;
  /** The current instant, for tests; defaults to the provider's clock. */
  now?: Date | undefined;
  /**
   * Accessible name of the form, which is a landmark. Default: "Parking search", followed by the
   * preselected airport's name ("Parking search, London Luton"), so that two forms preselecting
   * different airports on one page have distinct names; give each its own label otherwise.
   */
  label?: string | undefined;
  /** The airport list did not load (the form logs it, shows the error and a retry itself). */
  onError?: ((failure: ApiFailure) => void) | undefined;
};

/** The form's default accessible name: "Parking search", then the preselected airport when there is one. */
function searchFormName(airport: { name: string } | undefined, airportCode: string | undefined): string {
  const place = airport?.name ?? airportCode?.trim().toUpperCase();
  return place ? `Parking search, ${place}` : 'Parking search';
}

/** The control id of a search field, for the error summary's links. */
const fieldId = (id: string) => (name: string) =>
  `${id}-${{ airportId: 'airport', entryDate: 'entry-date', entryTime: 'entry-time', exitDate: 'exit-date', exitTime: 'exit-time' }[name] ?? 'vehicles'}`;

const VEHICLE_COUNTS = Array.from({ length: POLICY.maxVehicles }, (_, i) => i + 1);

/** The six-field search form (docs/product-rules.md#search-form and #search-rules). */
export function SearchForm({
  initialCriteria,
  rejected,
  airportCode,
  autoSubmit = false,
  onSearch,
  layout = 'stacked',
  now,
  label,
  onError,
}: SearchFormProps) {
  const id = useId();
  const f = useSearchForm({ initialCriteria, rejected, airportCode, autoSubmit, onSearch, now, idOf: fieldId(id) });
  const errors = f.form.errors;
  useEffect(() => {
    if (f.airports.error) onError?.(f.airports.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each failure once
  }, [f.airports.error]);
  const airportId = `${id}-airport`;
  const vehiclesId = `${id}-vehicles`;
  return (
    <form
      className={`ps-search ps-search--${layout}`}
      part="form"
      aria-label={label?.trim() || searchFormName(f.preselected, airportCode)}
      noValidate
      onSubmit={f.form.onSubmit}
    >
      <div className="ps-search-fields">
        <Field id={airportId} label="Airport" error={errors.airportId} className="ps-field--airport">
          <select
            id={airportId}
            className="ps-input ps-select"
            value={f.draft.airportId}
            onChange={(e) => f.change({ airportId: e.target.value })}
            onBlur={f.form.blur('airportId')}
            {...invalidProps(airportId, errors.airportId)}
          >
            <option value="">Select airport</option>
            {f.airports.airports.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.code})
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-entry-date`} label="Drop Off" error={errors.entryDate}>
          <DateField
            id={`${id}-entry-date`}
            label="Drop Off"
            value={f.draft.entryDate}
            range={f.entryRange}
            onChange={(entryDate) => f.change({ entryDate })}
            error={errors.entryDate}
            limitNote={`Drop-off can be from today to ${BOOKING_HORIZON_DAYS} days ahead`}
          />
        </Field>
        <TimeSelect
          id={`${id}-entry-time`}
          label="Drop Off Time"
          value={f.draft.entryTime}
          slots={f.entrySlots}
          onChange={(entryTime) => f.change({ entryTime })}
          error={errors.entryTime}
        />
        <Field id={`${id}-exit-date`} label="Pick Up" error={errors.exitDate}>
          <DateField
            id={`${id}-exit-date`}
            label="Pick Up"
            value={f.draft.exitDate}
            range={f.exitRange}
            onChange={(exitDate) => f.change({ exitDate })}
            error={errors.exitDate}
            limitNote={`Stays can be up to ${MAX_STAY_DAYS} days`}
          />
        </Field>
        <TimeSelect
          id={`${id}-exit-time`}
          label="Pick Up Time"
          value={f.draft.exitTime}
          slots={f.exitSlots}
          onChange={(exitTime) => f.change({ exitTime })}
          error={errors.exitTime}
        />
        <Field id={vehiclesId} label="Vehicles" error={errors.noOfVehicles} className="ps-field--vehicles">
          <select
            id={vehiclesId}
            className="ps-input ps-select"
            value={f.draft.noOfVehicles}
            onChange={(e) => f.change({ noOfVehicles: Number(e.target.value) })}
            onBlur={f.form.blur('noOfVehicles')}
            {...invalidProps(vehiclesId, errors.noOfVehicles)}
          >
            {VEHICLE_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <div className="ps-search-submit">
          <Button type="submit" variant="primary">
            Update
          </Button>
        </div>
      </div>
      <FormSummary form={f.form} />
      {f.rejectedMessage ? <Alert>{f.rejectedMessage}</Alert> : null}
      {f.airports.error ? (
        <div className="ps-inline-error" role="alert">
          <span>We could not load the airports.</span>
          <Button variant="link" onClick={() => void f.airports.retry()}>
            Retry
          </Button>
        </div>
      ) : null}
    </form>
  );
}
