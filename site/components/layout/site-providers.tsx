import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { WidgetProvider } from '../../../widget/index';
import { SITE } from '../../config';

/** Props of {@link SiteProviders}. */
export type SiteProvidersProps = { children: ReactNode };

/** Context every page needs: the widget's provider (one store for the site) and SWR settings. */
export function SiteProviders({ children }: SiteProvidersProps) {
  return (
    <WidgetProvider apiBase={SITE.apiBase}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>
    </WidgetProvider>
  );
}
