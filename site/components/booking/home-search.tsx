import { LazySearchFormSlot } from './lazy-search-form-slot';

/** Props of {@link HomeSearch}. */
export type HomeSearchProps = {
  /** IATA code of the airport to preselect (airport pages). */
  airportCode?: string;
};

/** The search form on the home and airport pages; a search opens /search?q=… */
export function HomeSearch({ airportCode }: HomeSearchProps) {
  return <LazySearchFormSlot airportCode={airportCode} layout="stacked" />;
}
