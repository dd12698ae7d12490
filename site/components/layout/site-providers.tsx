import type { ReactNode } from 'react';
import type { Airport } from '@parking/core';
import { SWRConfig, useSWRConfig } from 'swr';
import { WidgetProvider } from '@parking/widget';
import { SITE } from '../../config';
import { contentQueries } from '../../lib/content-api';

/** Props of {@link SiteProviders}. */
export type SiteProvidersProps = { children: ReactNode };

/** Context every page needs: the widget's provider (one store for the site) and SWR settings. */
export function SiteProviders({ children }: SiteProvidersProps) {
  // The page's pre-rendered data (SWR fallback) holds the airport list on home and airport pages: the
  // search form's options are then in the HTML and need no request (docs/decisions/0004-prerendering.md).
  const { fallback } = useSWRConfig();
  const airports = fallback[contentQueries.airports().key] as Airport[] | undefined;
  return (
    <WidgetProvider apiBase={SITE.apiBase} initialAirports={airports}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>
    </WidgetProvider>
  );
}
