import { BOOKING_HORIZON_DAYS, MAX_STAY_DAYS, POLICY } from '@parking/core';
import { DateField } from '../../ui/date-field';
import { Field, invalidProps } from '../../ui/field';
import { TimeSelect } from './time-select';
import type { useSearchForm } from './use-search-form';

/** Props of the search form's field groups. */
export type SearchFieldsProps = {
  /** The form's `useId`: every control's id starts with it. */
  idPrefix: string;
  /** The form's state and rules (`useSearchForm`). */
  search: ReturnType<typeof useSearchForm>;
};

const VEHICLE_COUNTS = Array.from({ length: POLICY.maxVehicles }, (_, i) => i + 1);

/** The airport select, filled from the API's airport list. */
export function AirportSelect({ idPrefix, search: f }: SearchFieldsProps) {
  const airportId = `${idPrefix}-airport`;
  const error = f.form.errors.airportId;
  return (
    <Field id={airportId} label="Airport" error={error} className="ps-field--airport">
      <select
        id={airportId}
        className="ps-input ps-select"
        value={f.draft.airportId}
        onChange={(e) => f.change({ airportId: e.target.value })}
        onBlur={f.form.blur('airportId')}
        {...invalidProps(airportId, error)}
      >
        <option value="">Select airport</option>
        {f.airports.airports.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name} ({a.code})
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Drop-off and pick-up, each a date and a time, limited to the windows of docs/product-rules.md#search-rules. */
export function StayFields({ idPrefix: id, search: f }: SearchFieldsProps) {
  const errors = f.form.errors;
  return (
    <>
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
    </>
  );
}

/** How many vehicles, 1 to POLICY.maxVehicles. */
export function VehicleSelect({ idPrefix, search: f }: SearchFieldsProps) {
  const vehiclesId = `${idPrefix}-vehicles`;
  const error = f.form.errors.noOfVehicles;
  return (
    <Field id={vehiclesId} label="Vehicles" error={error} className="ps-field--vehicles">
      <select
        id={vehiclesId}
        className="ps-input ps-select"
        value={f.draft.noOfVehicles}
        onChange={(e) => f.change({ noOfVehicles: Number(e.target.value) })}
        onBlur={f.form.blur('noOfVehicles')}
        {...invalidProps(vehiclesId, error)}
      >
        {VEHICLE_COUNTS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </Field>
  );
}
