import { Suspense, lazy } from 'react';
import type { SearchFormSlotProps } from './search-form-slot';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';

// The form's code (widget, zod schemas, date picker: ~80 KB) loads once the page has painted, so a slow
// phone shows the page first instead of waiting for it.
const SearchFormSlot = lazy(async () => ({ default: (await import('./search-form-slot')).SearchFormSlot }));

/** {@link SearchFormSlot}, loaded after the page's first paint; a same-sized placeholder holds its place. */
export function LazySearchFormSlot(props: SearchFormSlotProps) {
  const painted = useAfterFirstPaint();
  const placeholder = (
    <div className={`search-form-placeholder search-form-placeholder--${props.layout}`} aria-busy="true" />
  );
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchFormSlot {...props} />
    </Suspense>
  );
}
