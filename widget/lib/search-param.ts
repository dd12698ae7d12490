import { type SearchCriteria, decodeSearchParam } from '@parking/core';

/**
 * Reads the `q` search parameter (base64 JSON criteria). A bad value is logged as
 * 'Bad search param' and ignored (docs/product-rules.md#search-form), so a broken link never breaks the page.
 */
export function readSearchParam(q: string | null | undefined): SearchCriteria | undefined {
  if (q === null || q === undefined || q === '') return undefined;
  const result = decodeSearchParam(q);
  if (result.ok) return result.criteria;
  console.warn('Bad search param', result.reason);
  return undefined;
}
