import {
  type SearchCriteria,
  type SearchParamPrefill,
  decodeSearchParam,
  londonNow,
  readSearchParamAt,
} from '@parking/core';

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

/** A `q` that broke a search rule: the rule's message, shown as an alert, and the fields still good to pre-fill. */
export type RejectedSearch = {
  /** The rule's own wording, from core's schema ("Pick-up must be within 45 days of drop-off"). */
  message: string;
  /** The fields that pass, to pre-fill the form with. */
  prefill: SearchParamPrefill;
};

/** Where a search form starts from a `q`: criteria to search with, or the rule it broke. */
export type SearchStart = { criteria?: SearchCriteria; rejected?: RejectedSearch };

/**
 * Reads `q` with every search rule at `instant` (a stay over 45 days, a pick-up before the drop-off, a
 * date that has passed). A bad value is still logged as 'Bad search param'; one that breaks a rule also
 * comes back as `rejected`, so the form can say which rule and keep what was valid.
 */
export function readSearchStart(q: string | null | undefined, instant: () => Date): SearchStart {
  // No clock is read without a q: a plain form on a partner page should not start Intl at load.
  if (q === null || q === undefined || q === '') return {};
  const read = readSearchParamAt(q, londonNow(instant()));
  if (read.ok) return { criteria: read.criteria };
  console.warn('Bad search param', read.reason);
  return read.message === undefined ? {} : { rejected: { message: read.message, prefill: read.prefill } };
}
