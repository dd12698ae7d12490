// First: zod must be jitless before any module parses (see the file).
import './shadow/zod-without-eval';
import { createElement } from 'react';
import { ParkingSearch } from './parking-search';
import { defineOnce } from './shadow/define-once';
import { bookingCreatedDetail, errorDetail, quoteSelectDetail, searchDetail } from './shadow/event-details';
import { type AttributeSpec, type ElementContext, reactElement } from './shadow/react-element';
import { holdFormHeight } from './shadow/reserved-height';
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

/**
 * Maps the element's attributes onto the flow; events (`search`, `quoteselect`, `bookingcreated`,
 * `error`) carry details stripped to non-personal fields, bubble and cross the shadow boundary.
 */
function renderElement({ props, dispatch }: ElementContext) {
  const text = (key: string) => {
    const value = props[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  return createElement(ParkingSearch, {
    apiBase: text('apiBase') ?? (scriptOrigin ? `${scriptOrigin}/api/v1` : undefined),
    partnerKey: text('partnerKey'),
    mode: text('mode') === 'redirect' ? 'redirect' : 'inline',
    siteUrl: text('siteUrl') ?? scriptOrigin,
    airport: text('airport'),
    q: text('q'),
    label: text('label'),
    onSearch: (criteria: unknown) => dispatch('search', searchDetail(criteria)),
    onQuoteSelect: (quote: unknown) => dispatch('quoteselect', quoteSelectDetail(quote)),
    onBookingCreated: (booking: unknown) => dispatch('bookingcreated', bookingCreatedDetail(booking)),
    onError: (error: unknown) => dispatch('error', errorDetail(error)),
  });
}

defineOnce(
  ELEMENT_NAME,
  reactElement({
    attributes: ATTRIBUTES,
    render: renderElement,
    setupShadow: adoptWidgetStyles,
    // A widget further down the page waits until the reader scrolls near it.
    lazyMargin: '400px',
    reserveHeight: holdFormHeight,
  }),
);
