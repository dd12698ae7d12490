import type { SearchCriteria } from '@parking/core';
import { useEffect, useId } from 'react';
import type { ApiFailure } from '../../api';
import { FormSummary } from '../../forms';
import type { RejectedSearch } from '../../lib/search-param';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { AirportSelect, StayFields, VehicleSelect } from './search-fields';
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
  useEffect(() => {
    if (f.airports.error) onError?.(f.airports.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each failure once
  }, [f.airports.error]);
  return (
    <form
      className={`ps-search ps-search--${layout}`}
      part="form"
      aria-label={label?.trim() || searchFormName(f.preselected, airportCode)}
      noValidate
      onSubmit={f.form.onSubmit}
    >
      <div className="ps-search-fields">
        <AirportSelect idPrefix={id} search={f} />
        <StayFields idPrefix={id} search={f} />
        <VehicleSelect idPrefix={id} search={f} />
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
