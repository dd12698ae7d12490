import { useMemo } from 'react';
import type { SearchCriteria } from '@parking/core';
import { decodeSearchParam } from '@parking/core';

/** The criteria carried by a `q` query value, or undefined when it is missing or bad. */
export function useSearchCriteria(q: string | null): SearchCriteria | undefined {
  return useMemo(() => {
    const result = decodeSearchParam(q);
    return result.ok ? result.criteria : undefined;
  }, [q]);
}
