import { createContext, useContext } from 'react';

/** A `fetch`-compatible function; tests and stories inject a fake one at the network edge. */
export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** Per-instance settings every API call and clock-dependent rule reads. */
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

/** Default base of the API when none is given. */
export const DEFAULT_API_BASE = '/api/v1';

export const defaultConfig: WidgetConfig = {
  apiBase: DEFAULT_API_BASE,
  partnerKey: undefined,
  fetcher: undefined,
  now: () => new Date(),
};

export const WidgetConfigContext = createContext<WidgetConfig>(defaultConfig);

/** The settings of the nearest WidgetProvider. */
export function useWidgetConfig(): WidgetConfig {
  return useContext(WidgetConfigContext);
}
