import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Props of {@link SiteProviders}. */
export type SiteProvidersProps = { children: ReactNode };

/** Context every page needs: SWR settings for the site's content requests (and the widget's provider). */
export function SiteProviders({ children }: SiteProvidersProps) {
  return <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>{children}</SWRConfig>;
}
