import type { Fetcher } from './request';

/**
 * The browser's own `fetch` as a {@link Fetcher}, looked up at each call: what `apiRequest` uses when a
 * client sets no fetcher. A client whose fetcher wraps the network edge (the console's step-up, which
 * retries a request once the person confirmed) passes its requests on to this one. Only the host site
 * imports it, so the widget's own bundle leaves it out.
 */
export const browserFetch: Fetcher = (input, init) => fetch(input, init);
