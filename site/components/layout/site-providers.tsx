import { type ReactNode, useContext } from 'react';
import { WidgetProvider } from '@parking/widget';
import { SITE } from '../../config';
import { KnownDataContext } from './known-data';

/** Props of {@link SiteProviders}. */
export type SiteProvidersProps = { children: ReactNode };

/**
 * Context every page needs: the widget's provider, which holds the site's one API client cache (the
 * widget's reads and the site's content reads share it). The page's known data fills that cache, so
 * e.g. the search form's airport options are in the HTML and hydrate without a request or a flash.
 */
export function SiteProviders({ children }: SiteProvidersProps) {
  const known = useContext(KnownDataContext);
  return (
    <WidgetProvider apiBase={SITE.apiBase} known={known}>
      {children}
    </WidgetProvider>
  );
}
