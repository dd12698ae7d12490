import { useMemo } from 'react';
import type { SearchCriteria } from '@parking/core';
import { type SearchStart, readSearchParam, readSearchStart } from '@parking/widget';

/** The criteria carried by a `q` query value; a bad q is logged ('Bad search param') and ignored. */
export function useSearchCriteria(q: string | null): SearchCriteria | undefined {
  return useMemo(() => readSearchParam(q), [q]);
}

/**
 * Where a search form and the results start from `q`, checked with every search rule at this moment: the
 * criteria, or the rule a `q` broke (a past date, a stay over 45 days, a pick-up before the drop-off)
 * with the fields still good to pre-fill. Still logged as 'Bad search param'.
 */
export function useSearchStart(q: string | null): SearchStart {
  return useMemo(() => readSearchStart(q, () => new Date()), [q]);
}
