import { type FunnelStep, type SearchCriteria, encodeSearchParam } from '@parking/core';
import { useEffect, useMemo } from 'react';
import type { Fetcher } from '@parking/client';
import { SearchForm } from './features/search/search-form';
import { InlineFlow } from './flow/inline-flow';
import type { WidgetEvents } from './flow/widget-events';
import { reportLoadedLater, sendFunnelStep } from './lib/funnel';
import { navigateTop } from './lib/navigate';
import { readSearchStart } from './lib/search-param';
import { WidgetProvider } from './state';

/** Props of ParkingSearch, the composition root the `<parking-search>` element renders. */
export type ParkingSearchProps = WidgetEvents & {
  /** Base of the API, e.g. `https://parking.example/api/v1`; defaults to `/api/v1`. */
  apiBase?: string | undefined;
  /** Public partner key: attribution, CORS allow-list, and the `partner` param in redirect mode. */
  partnerKey?: string | undefined;
  /** `inline`: the whole flow inside the widget. `redirect`: the form only; Update opens the host site. */
  mode?: 'inline' | 'redirect' | undefined;
  /** The host site's origin for redirect mode, e.g. `https://parking.example`. */
  siteUrl?: string | undefined;
  /** Airport to preselect, by IATA code (`LTN`) or slug (`luton`). */
  airport?: string | undefined;
  /** Base64 JSON criteria to pre-fill; in inline mode the search then runs by itself. */
  q?: string | undefined;
  /**
   * Accessible name of the search form (a landmark). Default: "Parking search" followed by the
   * preselected airport's name, e.g. "Parking search, London Luton". Give each widget on a page its
   * own label when two would otherwise share a name (no airport, or the same one).
   */
  label?: string | undefined;
  /** Replaces `fetch` (tests and stories). */
  fetcher?: Fetcher | undefined;
  /** Replaces the clock (tests and stories). */
  now?: (() => Date) | undefined;
};

/** Where redirect mode sends the top window: the host site's results for these criteria. */
export function redirectUrl(siteUrl: string, criteria: SearchCriteria, partnerKey: string | undefined): string {
  const params = new URLSearchParams({ q: encodeSearchParam(criteria) });
  if (partnerKey) params.set('partner', partnerKey);
  return `${siteUrl.replace(/\/$/, '')}/search?${params.toString()}`;
}

// Without site-url, the API's own origin hosts the site (one process serves both, docs/architecture.md#runtime).
function siteOrigin(siteUrl: string | undefined, apiBase: string | undefined): string {
  if (siteUrl) return siteUrl;
  return apiBase && /^https?:/.test(apiBase) ? new URL(apiBase).origin : '';
}

/** The embeddable widget: one isolated store per instance, inline flow or redirect form. */
export function ParkingSearch(props: ParkingSearchProps) {
  const { apiBase, partnerKey, mode = 'inline', siteUrl, airport, q, label, fetcher, now, ...handlers } = props;
  // The partner funnel: searched, and the booking form (step1), as the visitor gets there; loaded off
  // the boot path (lib/funnel.ts). Idempotent: each step goes once per page view.
  const step = (s: FunnelStep) => sendFunnelStep(apiBase, partnerKey, s);
  useEffect(() => reportLoadedLater(apiBase, partnerKey), [apiBase, partnerKey]);
  const events: WidgetEvents = {
    ...handlers,
    onSearch: (criteria) => {
      step('searched');
      handlers.onSearch?.(criteria);
    },
    onQuoteSelect: (quote) => {
      step('step1');
      handlers.onQuoteSelect?.(quote);
    },
  };
  // Memoised so a bad q is logged once, not on every render. A q that breaks a rule (a past date, a stay
  // over 45 days) pre-fills what passed and shows the rule's message.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per q; a new clock function each render must not re-read it
  const { criteria: initialCriteria, rejected } = useMemo(() => readSearchStart(q, now ?? (() => new Date())), [q]);
  return (
    <WidgetProvider
      {...(apiBase ? { apiBase } : {})}
      {...(partnerKey ? { partnerKey } : {})}
      {...(fetcher ? { fetcher } : {})}
      {...(now ? { now } : {})}
    >
      <div className="ps-root">
        {mode === 'redirect' ? (
          <SearchForm
            initialCriteria={initialCriteria}
            rejected={rejected}
            airportCode={airport}
            label={label}
            layout="bar"
            onError={(failure) => events.onError?.({ code: failure.code, message: failure.message })}
            onSearch={(criteria) => {
              events.onSearch?.(criteria);
              navigateTop(redirectUrl(siteOrigin(siteUrl, apiBase), criteria, partnerKey));
            }}
          />
        ) : (
          <InlineFlow
            initialCriteria={initialCriteria}
            rejected={rejected}
            airportCode={airport}
            label={label}
            {...events}
          />
        )}
      </div>
    </WidgetProvider>
  );
}
