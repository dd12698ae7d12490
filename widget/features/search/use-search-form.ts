import { type LondonNow, type SearchCriteria, dropOffRange, londonNow, pickUpRange } from '@parking/core';
import { useEffect, useRef, useState } from 'react';
import { useAirports } from '../../api';
import { useWidgetConfig } from '../../config';
import type { RejectedSearch } from '../../lib/search-param';
import { type SearchDraft, applyChange, checkDraft, draftFrom, entrySlots, exitSlots } from './search-draft';

type Options = {
  initialCriteria: SearchCriteria | undefined;
  rejected?: RejectedSearch | undefined;
  airportCode: string | undefined;
  autoSubmit: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  now: Date | undefined;
};

/** State and rules of the search form, kept out of the markup. */
export function useSearchForm({ initialCriteria, rejected, airportCode, autoSubmit, onSearch, now }: Options) {
  const config = useWidgetConfig();
  // Read London's clock only when a rule needs it (a calendar opens, a drop-off date is set, a change or a
  // submit): its first reading starts Intl, which an untouched form on a partner page should not pay.
  const clock = now ?? config.now();
  let read: LondonNow | undefined;
  const london = (): LondonNow => (read ??= londonNow(clock));
  const airports = useAirports();
  const [draft, setDraft] = useState<SearchDraft>(() => draftFrom(initialCriteria ?? rejected?.prefill));
  const [message, setMessage] = useState<string | undefined>(initialCriteria ? undefined : rejected?.message);
  const [fields, setFields] = useState<Partial<Record<string, string>>>({});

  // Preselect by IATA code (or slug) once the list has arrived, unless the visitor already chose.
  const wanted = airportCode?.trim().toUpperCase();
  const preselect = wanted
    ? airports.airports.find((a) => a.code === wanted || a.id.toUpperCase() === wanted)
    : undefined;
  const withAirport = (d: SearchDraft): SearchDraft =>
    d.airportId || !preselect ? d : { ...d, airportId: preselect.id };
  const current = withAirport(draft);

  // A search that came in the URL runs by itself (docs/product-rules.md#search-form), once.
  const published = useRef(false);
  useEffect(() => {
    if (!autoSubmit || !initialCriteria || published.current) return;
    published.current = true;
    onSearch(initialCriteria);
  }, [autoSubmit, initialCriteria, onSearch]);

  const change = (patch: Partial<SearchDraft>) => {
    setDraft((d) => applyChange(withAirport(d), patch, london()));
    setFields({});
    setMessage(undefined);
  };

  const submit = () => {
    const result = checkDraft(current, london());
    if (result.ok) {
      setMessage(undefined);
      setFields({});
      onSearch(result.criteria);
    } else {
      setMessage(result.message);
      setFields(result.fields);
    }
  };

  return {
    draft: current,
    preselected: preselect,
    change,
    submit,
    message,
    fields,
    airports,
    entryRange: () => dropOffRange(london().date),
    exitRange: () => pickUpRange(current.entryDate ?? london().date),
    entrySlots: entrySlots(current, london),
    exitSlots: exitSlots(current),
  };
}
