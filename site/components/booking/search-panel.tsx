import { useState } from 'react';
import type { SearchCriteria } from '@parking/core';
import { useWindowWidth } from '../../lib/use-window-width';
import { LazySearchFormSlot } from './lazy-search-form-slot';

/** Above this width the results page shows its search form without being asked (docs/product-rules.md#search-form). */
const SEARCH_FORM_BREAKPOINT = 992;

/** Props of {@link SearchPanel}. */
export type SearchPanelProps = {
  /** The search the form starts from (from `q`). */
  criteria?: SearchCriteria;
};

/**
 * The results page's search form: shown when the window is wider than 992 px, otherwise behind a
 * "Change search" button so the results come first on a phone (docs/product-rules.md#search-form).
 */
export function SearchPanel({ criteria }: SearchPanelProps) {
  const width = useWindowWidth();
  const [opened, setOpened] = useState(false);
  if (width > SEARCH_FORM_BREAKPOINT || opened) {
    return <LazySearchFormSlot criteria={criteria} layout="bar" />;
  }
  return (
    <button
      type="button"
      className="btn btn--outline change-search"
      aria-expanded="false"
      onClick={() => setOpened(true)}
    >
      Change search
    </button>
  );
}
