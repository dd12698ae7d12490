import { lazy, useId } from 'react';
import type { SearchFormSlotProps } from './search-form-slot';
import { AfterFirstPaint } from '../layout/after-first-paint';
import { ServerHtmlIsland } from './server-html-island';

// The form's code (widget, zod schemas, date picker: ~80 KB) loads once the page has painted.
const SearchFormSlot = lazy(async () => ({ default: (await import('./search-form-slot')).SearchFormSlot }));

/**
 * {@link SearchFormSlot}, loaded after the page's first paint. Until then the page shows the form's
 * pre-rendered markup (or, after a client-side navigation, a same-sized placeholder).
 */
export function LazySearchFormSlot(props: SearchFormSlotProps) {
  // One id for both places the island shows (before the first paint, then as the loading fallback), so
  // the second finds the markup the first arrived with.
  const id = useId();
  const placeholder = (
    <ServerHtmlIsland id={id} className={`search-form-placeholder search-form-placeholder--${props.layout}`}>
      <SearchFormSlot {...props} />
    </ServerHtmlIsland>
  );
  return (
    <AfterFirstPaint fallback={placeholder}>
      <SearchFormSlot {...props} />
    </AfterFirstPaint>
  );
}
