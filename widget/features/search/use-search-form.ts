import { type LondonNow, type SearchCriteria, dropOffRange, londonNow, pickUpRange } from '@parking/core';
import { useEffect, useRef, useState } from 'react';
import { useAirports } from '../../api';
import { useWidgetConfig } from '../../config';
import { useForm } from '../../forms';
import type { RejectedSearch } from '../../lib/search-param';
import { type SearchDraft, applyChange, checkDraft, draftFrom, entrySlots, exitSlots } from './search-draft';

type Options = {
  initialCriteria: SearchCriteria | undefined;
  rejected?: RejectedSearch | undefined;
  airportCode: string | undefined;
  autoSubmit: boolean;
  onSearch: (criteria: SearchCriteria) => void;
  now: Date | undefined;
  /** The control id of a field, for the error summary's links. */
  idOf: (name: string) => string;
};

/** State and rules of the search form, kept out of the markup. */
export function useSearchForm({ initialCriteria, rejected, airportCode, autoSubmit, onSearch, now, idOf }: Options) {
  const config = useWidgetConfig();
  // Read London's clock only when a rule needs it (a calendar opens, a drop-off date is set, a change or a
  // submit): its first reading starts Intl, which an untouched form on a partner page should not pay.
  const clock = now ?? config.now();
  let read: LondonNow | undefined;
  const london = (): LondonNow => (read ??= londonNow(clock));
  const airports = useAirports();
  // The rule a rejected `q` broke stays said until the visitor changes a field.
  const [rejectedMessage, setRejectedMessage] = useState(initialCriteria ? undefined : rejected?.message);

  // Preselect by IATA code (or slug) once the list has arrived, unless the visitor already chose.
  const wanted = airportCode?.trim().toUpperCase();
  const preselect = wanted
    ? airports.airports.find((a) => a.code === wanted || a.id.toUpperCase() === wanted)
    : undefined;
  const withAirport = (d: SearchDraft): SearchDraft =>
    d.airportId || !preselect ? d : { ...d, airportId: preselect.id };
  const form = useForm<SearchDraft, SearchCriteria>({
    initial: () => draftFrom(initialCriteria ?? rejected?.prefill),
    apply: (d, patch) => applyChange(withAirport(d), patch, london()),
    check: (d) => {
      const result = checkDraft(withAirport(d), london());
      return result.ok ? { ok: true, value: result.criteria } : result;
    },
    onSubmit: (criteria) => onSearch(criteria),
    idOf,
  });
  const current = withAirport(form.values);

  // A search that came in the URL runs by itself (docs/product-rules.md#search-form), once.
  const published = useRef(false);
  useEffect(() => {
    if (!autoSubmit || !initialCriteria || published.current) return;
    published.current = true;
    onSearch(initialCriteria);
  }, [autoSubmit, initialCriteria, onSearch]);

  const change = (patch: Partial<SearchDraft>) => {
    form.set(patch);
    setRejectedMessage(undefined);
  };

  return {
    draft: current,
    preselected: preselect,
    change,
    form,
    rejectedMessage,
    airports,
    entryRange: () => dropOffRange(london().date),
    exitRange: () => pickUpRange(current.entryDate ?? london().date),
    entrySlots: entrySlots(current, london),
    exitSlots: exitSlots(current),
  };
}
