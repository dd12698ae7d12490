import { useSearchParams } from 'react-router';
import { SearchPanel } from './search-panel';
import { useSearchCriteria } from './use-search-criteria';

/** The search form the solid header embeds on search routes at 952 px and up (spec §2). */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const criteria = useSearchCriteria(params.get('q'));
  return <SearchPanel criteria={criteria} />;
}
