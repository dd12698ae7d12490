import { useForm } from '@parking/client';
import { useId } from 'react';
import { AIRPORTS } from '../../content/airports';
import { useAirportProviders } from '../../lib/content-api';
import type { ReviewFilter } from '../../lib/content-api';

/** Props of {@link ReviewFilters}. */
export type ReviewFiltersProps = {
  /** The filter the page opens with (from its URL); the form keeps the visitor's picks from then on. */
  value: ReviewFilter;
  /** Called with the new filter when the visitor picks an airport or a car park. */
  onChange: (next: ReviewFilter) => void;
};

/** Airport and car-park pickers for the reviews list; choosing an airport resets the car park. */
export function ReviewFilters({ value, onChange }: ReviewFiltersProps) {
  const id = useId();
  // The one form hook, like every form: here nothing can be wrong, and a pick applies at once.
  const form = useForm<ReviewFilter, ReviewFilter>({
    initial: value,
    check: (filter) => ({ ok: true, value: filter }),
    onSubmit: (filter) => onChange(filter),
    idOf: (name) => `${id}-${name === 'airportId' ? 'airport' : 'provider'}`,
  });
  const pick = (next: ReviewFilter) => {
    form.set({ airportId: undefined, providerId: undefined, ...next });
    onChange(next);
  };
  const shown = form.values;
  const { data: providers } = useAirportProviders(shown.airportId);
  return (
    <form className="review-filters" role="search" aria-label="Filter reviews" onSubmit={form.onSubmit}>
      <label htmlFor={`${id}-airport`}>Airport</label>
      <select
        id={`${id}-airport`}
        value={shown.airportId ?? ''}
        onChange={(e) => pick(e.target.value ? { airportId: e.target.value } : {})}
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
        value={shown.providerId ?? ''}
        disabled={!shown.airportId}
        onChange={(e) => pick({ airportId: shown.airportId, providerId: e.target.value || undefined })}
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
