import { useMemo } from 'react';
import type { SearchCriteria } from '@parking/core';
import { readSearchParam } from '@parking/widget';

/** The criteria carried by a `q` query value; a bad q is logged ('Bad search param') and ignored. */
export function useSearchCriteria(q: string | null): SearchCriteria | undefined {
  return useMemo(() => readSearchParam(q), [q]);
}
