// Globals the browser code may not touch, and where each is allowed (docs/architecture.md#fences).
// Split from eslint.config.js to keep it under the 300-line limit it enforces.

const fetchMessage =
  'Only packages/client/src/api calls fetch: the widget and the site use the one client (apiRequest, useApiQuery from @parking/client).';
const pageMessage =
  'The widget never touches the host page URL, title or storage; emit an event (widget/lib/navigate.ts, widget/shadow own the exceptions).';
export const fetchGlobals = [{ name: 'fetch', message: fetchMessage }];
export const fetchProperties = ['window', 'globalThis', 'self'].map((object) => ({
  object,
  property: 'fetch',
  message: fetchMessage,
}));
const pageGlobals = ['localStorage', 'sessionStorage', 'location', 'history'].map((name) => ({
  name,
  message: pageMessage,
}));
const pageProperties = [
  ...['window', 'globalThis', 'self', 'document'].flatMap((object) =>
    ['location', 'localStorage', 'sessionStorage', 'history'].map((property) => ({
      object,
      property,
      message: pageMessage,
    })),
  ),
  { object: 'document', property: 'title', message: pageMessage },
];

const storageMessage =
  'Only widget/shadow/storage.ts touches localStorage/sessionStorage: the site uses readStored/writeStored from @parking/widget.';
export const storageGlobals = ['localStorage', 'sessionStorage'].map((name) => ({ name, message: storageMessage }));
export const storageProperties = ['window', 'globalThis', 'self', 'document'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({ object, property, message: storageMessage })),
);

export function widgetGlobals({ fetch, page }) {
  return {
    'no-restricted-globals': ['error', ...(fetch ? fetchGlobals : []), ...(page ? pageGlobals : [])],
    'no-restricted-properties': ['error', ...(fetch ? fetchProperties : []), ...(page ? pageProperties : [])],
  };
}
