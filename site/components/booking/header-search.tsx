import { useSearchParams } from 'react-router';
import { LazySearchFormSlot } from './lazy-search-form-slot';
import { useSearchStart } from './use-search-criteria';

/**
 * The search form the solid header embeds on search routes from 952 px (docs/product-rules.md#header):
 * the form itself at every such width, never a "Change search" button (that is the narrow page's).
 */
export function HeaderSearch() {
  const [params] = useSearchParams();
  const { criteria, rejected } = useSearchStart(params.get('q'));
  return <LazySearchFormSlot criteria={criteria} rejected={rejected} layout="bar" />;
}
