import { useContext } from 'react';
import { ApiClientContext, type Fetcher } from '@parking/client';

/**
 * Per-instance settings every API call and clock-dependent rule reads: the client's options
 * (`ApiClientOptions` of @parking/client) and the clock.
 */
export type WidgetConfig = {
  /** Base of the versioned API, e.g. `/api/v1` or `https://parking.example/api/v1`. */
  apiBase: string;
  /** Public partner key sent as `X-Partner-Key` (attribution and CORS allow-list). */
  partnerKey: string | undefined;
  /** The network edge; the api layer uses the browser's `fetch` when absent. */
  fetcher: Fetcher | undefined;
  /** The clock; injected so rules about "today" and past slots are testable. */
  now: () => Date;
  /** Cookies sent with API requests; `omit` when absent (partner pages never carry our cookies). */
  credentials?: RequestCredentials | undefined;
};

/**
 * The settings of the nearest WidgetProvider. They are the client's options too, so the provider puts
 * them in @parking/client's `ApiClientContext` (one context, which `useApiQuery` reads as well) and this
 * reads them back with the clock. Every widget view renders inside a WidgetProvider (its flow state has
 * no default), so the settings there are always a whole WidgetConfig.
 */
export function useWidgetConfig(): WidgetConfig {
  return useContext(ApiClientContext) as WidgetConfig;
}
