import type { SearchCriteria } from '@parking/core';
import { useNavigate } from 'react-router';
import { type RejectedSearch, SearchForm } from '@parking/widget';
import { WidgetScope } from './widget-scope';
import { searchHref } from '../../lib/search-links';

/** Props of {@link SearchFormSlot}. */
export type SearchFormSlotProps = {
  /** The search the form starts from. */
  criteria?: SearchCriteria | undefined;
  /** A `q` that broke a search rule: the form pre-fills what passed and shows the rule's message. */
  rejected?: RejectedSearch | undefined;
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
  /** 'bar' in the header and on results, 'stacked' in page cards. */
  layout: 'bar' | 'stacked';
};

/** The widget's SearchForm; a search publishes its criteria to /search?q=… */
export function SearchFormSlot({ criteria, rejected, airportCode, layout }: SearchFormSlotProps) {
  const navigate = useNavigate();
  return (
    <WidgetScope>
      <SearchForm
        initialCriteria={criteria}
        rejected={rejected}
        airportCode={airportCode}
        layout={layout}
        onSearch={(next) => navigate(searchHref(next))}
      />
    </WidgetScope>
  );
}
