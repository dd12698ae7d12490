import { useSearchParams } from 'react-router';
import { LazySearchFormSlot } from './lazy-search-form-slot';
import { useSearchStart } from './use-search-criteria';

/** Props of {@link HomeSearch}. */
export type HomeSearchProps = {
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
};

/**
 * The search form on the home and airport pages; a search opens /search?q=… A `q` here (`/?q=…`) pre-fills
 * it, and one that broke a search rule keeps what passed and names the rule.
 */
export function HomeSearch({ airportCode }: HomeSearchProps) {
  const [params] = useSearchParams();
  const { criteria, rejected } = useSearchStart(params.get('q'));
  return <LazySearchFormSlot criteria={criteria} rejected={rejected} airportCode={airportCode} layout="stacked" />;
}
