import type { SearchCriteria } from '@parking/core';

/** Props of {@link SearchFormSlot}. */
export type SearchFormSlotProps = {
  /** The search the form starts from. */
  criteria?: SearchCriteria;
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
  /** 'bar' in the header and on results, 'stacked' in page cards. */
  layout: 'bar' | 'stacked';
};

/** Where the widget's SearchForm goes; a search publishes its criteria to /search?q=… */
export function SearchFormSlot(_props: SearchFormSlotProps) {
  return <p className="search-form-pending">The search form is on its way.</p>;
}
