import { useId } from 'react';
import { AIRPORTS } from '../../content/airports';
import { useAirportProviders } from '../../lib/content-api';
import type { ReviewFilter } from '../../lib/content-api';

/** Props of {@link ReviewFilters}. */
export type ReviewFiltersProps = {
  /** The filter shown. */
  value: ReviewFilter;
  /** Called with the new filter when the visitor picks an airport or a car park. */
  onChange: (next: ReviewFilter) => void;
};

/** Airport and car-park pickers for the reviews list; choosing an airport resets the car park. */
export function ReviewFilters({ value, onChange }: ReviewFiltersProps) {
  const id = useId();
  const { data: providers } = useAirportProviders(value.airportId);
  return (
    <form className="review-filters" role="search" aria-label="Filter reviews" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-airport`}>Airport</label>
      <select
        id={`${id}-airport`}
        value={value.airportId ?? ''}
        onChange={(e) => onChange(e.target.value ? { airportId: e.target.value } : {})}
      >
        <option value="">All airports</option>
        {Object.entries(AIRPORTS).map(([airportId, a]) => (
          <option key={airportId} value={airportId}>
            {a.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-provider`}>Car park</label>
      <select
        id={`${id}-provider`}
        value={value.providerId ?? ''}
        disabled={!value.airportId}
        onChange={(e) => onChange({ airportId: value.airportId, providerId: e.target.value || undefined })}
      >
        <option value="">All car parks</option>
        {providers?.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </form>
  );
}
