import type { SearchCriteria } from '@parking/core';
import { useNavigate } from 'react-router';
import { SearchForm } from '@parking/widget';
import { WidgetScope } from './widget-scope';
import { searchHref } from '../../lib/search-links';

/** Props of {@link SearchFormSlot}. */
export type SearchFormSlotProps = {
  /** The search the form starts from. */
  criteria?: SearchCriteria;
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
  /** 'bar' in the header and on results, 'stacked' in page cards. */
  layout: 'bar' | 'stacked';
};

/** The widget's SearchForm; a search publishes its criteria to /search?q=… */
export function SearchFormSlot({ criteria, airportCode, layout }: SearchFormSlotProps) {
  const navigate = useNavigate();
  return (
    <WidgetScope>
      <SearchForm
        initialCriteria={criteria}
        airportCode={airportCode}
        layout={layout}
        onSearch={(next) => navigate(searchHref(next))}
      />
    </WidgetScope>
  );
}
