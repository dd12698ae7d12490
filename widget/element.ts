// First: zod must be jitless before any module parses (see the file).
import './shadow/zod-without-eval';
import r2wc from '@r2wc/react-to-web-component';
import { createElement } from 'react';
import { ParkingSearch } from './parking-search';
import { defineOnce } from './shadow/define-once';
import { type AttributeSpec, withElementFixes } from './shadow/element-fixes';
import {
  type BookingCreatedEventDetail,
  type ErrorEventDetail,
  type QuoteSelectEventDetail,
  type SearchEventDetail,
  bookingCreatedDetail,
  errorDetail,
  quoteSelectDetail,
  searchDetail,
} from './shadow/event-details';
import { captureScriptOrigin } from './shadow/script-origin';
import { adoptWidgetStyles } from './shadow/widget-styles';

/** Must run now, at top level: `document.currentScript` is gone once this script has finished. */
const scriptOrigin = captureScriptOrigin();

/** The element's tag name. */
const ELEMENT_NAME = 'parking-search';

/**
 * Attributes of `<parking-search>` (all optional; the same names in camelCase are properties):
 * - `api-base`: the API root, default `<origin of parking-search.js>/api/v1`;
 * - `partner-key`: the public partner key, sent as `X-Partner-Key`;
 * - `mode`: `inline` (default; the whole flow inside the widget) or `redirect` (the form only; Update
 *   sends the top window to `site-url` + `/search?q=…&partner=…`);
 * - `site-url`: the host site for redirect mode, default the origin of parking-search.js;
 * - `airport`: an IATA code to preselect (`LTN`, `BRS`, `STN`);
 * - `q`: search criteria as the host site's `q` parameter; the search then runs by itself;
 * - `label`: accessible name of the search form (a landmark), default "Parking search" followed by
 *   the preselected airport's name; set a distinct one on each widget of a page that would otherwise
 *   repeat a name.
 * Removing an attribute restores the default.
 */
const ATTRIBUTES: Readonly<Record<string, AttributeSpec>> = {
  'api-base': { prop: 'apiBase', type: 'string' },
  'partner-key': { prop: 'partnerKey', type: 'string' },
  mode: { prop: 'mode', type: 'string' },
  'site-url': { prop: 'siteUrl', type: 'string' },
  airport: { prop: 'airport', type: 'string' },
  q: { prop: 'q', type: 'string' },
  label: { prop: 'label', type: 'string' },
};

type ElementProps = {
  apiBase?: string;
  partnerKey?: string;
  mode?: string;
  siteUrl?: string;
  airport?: string;
  q?: string;
  /** Accessible name of the search form (`label` attribute). */
  label?: string;
  /** r2wc turns these into `search`, `quoteselect`, `bookingcreated` and `error` CustomEvents. */
  onSearch?: (detail: SearchEventDetail) => void;
  onQuoteSelect?: (detail: QuoteSelectEventDetail) => void;
  onBookingCreated?: (detail: BookingCreatedEventDetail) => void;
  onError?: (detail: ErrorEventDetail) => void;
};

/** Maps the element's string attributes onto the flow and strips event details to non-personal fields. */
function ParkingSearchElementRoot(props: ElementProps) {
  const { onSearch, onQuoteSelect, onBookingCreated, onError } = props;
  return createElement(ParkingSearch, {
    apiBase: props.apiBase || (scriptOrigin ? `${scriptOrigin}/api/v1` : undefined),
    partnerKey: props.partnerKey || undefined,
    mode: props.mode === 'redirect' ? 'redirect' : 'inline',
    siteUrl: props.siteUrl || scriptOrigin,
    airport: props.airport?.trim() || undefined,
    q: props.q || undefined,
    label: props.label?.trim() || undefined,
    onSearch: (criteria: unknown) => onSearch?.(searchDetail(criteria)),
    onQuoteSelect: (quote: unknown) => onQuoteSelect?.(quoteSelectDetail(quote)),
    onBookingCreated: (booking: unknown) => onBookingCreated?.(bookingCreatedDetail(booking)),
    onError: (error: unknown) => onError?.(errorDetail(error)),
  });
}

/** Events bubble and cross the shadow boundary, so a listener on `document` hears them. */
const crossing: EventInit = { bubbles: true, composed: true };

const ReactElement = r2wc(ParkingSearchElementRoot, {
  // Open: react-datepicker's outside-click check needs composedPath into the root.
  shadow: 'open',
  props: {
    apiBase: 'string',
    partnerKey: 'string',
    mode: 'string',
    siteUrl: 'string',
    airport: 'string',
    q: 'string',
    label: 'string',
  },
  events: { onSearch: crossing, onQuoteSelect: crossing, onBookingCreated: crossing, onError: crossing },
});

defineOnce(ELEMENT_NAME, withElementFixes(ReactElement, ATTRIBUTES, adoptWidgetStyles));
