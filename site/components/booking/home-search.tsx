import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchHref } from '../../lib/search-links';
import { LazySearchFormSlot } from './lazy-search-form-slot';
import { useSearchStart } from './use-search-criteria';

/** Props of {@link HomeSearch}. */
export type HomeSearchProps = {
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
};

/**
 * The search form on the home and airport pages; a search opens /search?q=… A page opened with a valid
 * `q` (`/?q=…`) runs that search once: it goes to /search?q=… in place of its own history entry, so Back
 * leaves rather than landing on a page that sends the visitor forward again. A `q` that broke a search
 * rule stays here: the form keeps what passed and names the rule.
 */
export function HomeSearch({ airportCode }: HomeSearchProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { criteria, rejected } = useSearchStart(params.get('q'));
  const ran = useRef(false);
  useEffect(() => {
    if (!criteria || ran.current) return;
    ran.current = true;
    void navigate(searchHref(criteria), { replace: true });
  }, [criteria, navigate]);
  return <LazySearchFormSlot criteria={criteria} rejected={rejected} airportCode={airportCode} layout="stacked" />;
}
