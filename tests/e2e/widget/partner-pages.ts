import type { PartnerFile } from './partner-site';

/**
 * Hostile global CSS a real partner theme might carry. `*` rules hit the <parking-search> host element
 * itself and reach the widget only through inheritance; the widget pins inherited properties on :host.
 */
const HOSTILE_CSS = `
html { font-size: 62.5%; }
body { font-family: Georgia, serif; background: #fffbe6; margin: 16px; }
* { color: red !important; font-size: 40px; box-sizing: content-box; line-height: 3; letter-spacing: 2px; }
button { display: none; }
input, select { border: 5px dashed lime; }
`;

/**
 * Records everything the test asserts on: events heard on `document` and CSP violations. A file,
 * because the CSP forbids inline scripts.
 */
const RECORDER_JS = `
window.__events = [];
window.__cspViolations = [];
for (const name of ['search', 'quoteselect', 'bookingcreated', 'error']) {
  document.addEventListener(name, (event) => {
    window.__events.push({ type: event.type, target: event.target.id, composed: event.composed, bubbles: event.bubbles, detail: event.detail });
  });
}
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber);
});
`;

/** Set before parking-search.js loads: the element must pick the property up when it upgrades. */
const EARLY_PROPS_JS = `
document.getElementById('second').airport = 'BRS';
`;

/** The partner's home page: two widgets, the plain script tag, loaded last. */
function partnerHome(widgetOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner travel site</title>
<link rel="stylesheet" href="/partner.css">
<script src="/recorder.js"></script>
</head>
<body>
<h1>Fly away</h1>
<main>
<section aria-label="First widget"><parking-search id="first" partner-key="pk_demo_local" airport="LTN"></parking-search></section>
<section aria-label="Second widget"><parking-search id="second" partner-key="pk_demo_local"></parking-search></section>
</main>
<script src="/early-props.js"></script>
<script src="${widgetOrigin}/widget/parking-search.js"></script>
<script src="${widgetOrigin}/widget/parking-search.js"></script>
</body>
</html>`;
}

/** A page that embeds through the loader snippet (pasted twice: it must still load the script once). */
function partnerLoaderPage(widgetOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner with loader</title>
<link rel="stylesheet" href="/partner.css">
<script src="/recorder.js"></script>
</head>
<body>
<main>
<h1>Book parking</h1>
<div id="slot"></div>
<script async src="${widgetOrigin}/widget/loader.js" data-partner-key="pk_demo_local" data-airport="STN" data-target="#slot"></script>
<script async src="${widgetOrigin}/widget/loader.js" data-mount="none"></script>
</main>
</body>
</html>`;
}

/** A page whose first widget arrives with search criteria in `q` (the search runs by itself). */
function partnerBookingPage(widgetOrigin: string, q: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner booking page</title>
<link rel="stylesheet" href="/partner.css">
<script src="/recorder.js"></script>
</head>
<body>
<main>
<h1>Parking for your trip</h1>
<parking-search id="first" partner-key="pk_demo_local" q="${q}"></parking-search>
<parking-search id="second" partner-key="pk_demo_local" airport="BRS"></parking-search>
</main>
<script src="${widgetOrigin}/widget/parking-search.js"></script>
</body>
</html>`;
}

/** Redirect mode: the form only; Update hands the visitor to our site's results. */
function partnerRedirectPage(widgetOrigin: string, q: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner with the search form only</title>
<link rel="stylesheet" href="/partner.css">
<script src="/recorder.js"></script>
</head>
<body>
<main>
<h1>Find parking</h1>
<parking-search id="first" mode="redirect" partner-key="pk_demo_local" q="${q}"></parking-search>
</main>
<script src="${widgetOrigin}/widget/parking-search.js"></script>
</body>
</html>`;
}

/** Every file of the fake partner site; `q` feeds the booking page. */
/** A widget starting 100px below the fold: within the 400px at which it renders by itself. */
function partnerBelowFoldPage(widgetOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Partner article</title>
<link rel="stylesheet" href="/below-fold.css">
<script src="${widgetOrigin}/widget/parking-search.js" defer></script>
</head>
<body>
<h1>Our guide to Luton</h1>
<div class="spacer"></div>
<parking-search id="below" partner-key="pk_demo_local" airport="LTN"></parking-search>
<div class="spacer"></div>
</body>
</html>`;
}

export function partnerFiles(widgetOrigin: string, q = ''): Record<string, PartnerFile> {
  return {
    '/': { body: partnerHome(widgetOrigin), type: 'text/html' },
    '/book.html': { body: partnerBookingPage(widgetOrigin, q), type: 'text/html' },
    '/redirect.html': { body: partnerRedirectPage(widgetOrigin, q), type: 'text/html' },
    '/loader.html': { body: partnerLoaderPage(widgetOrigin), type: 'text/html' },
    '/below-fold.html': { body: partnerBelowFoldPage(widgetOrigin), type: 'text/html' },
    '/below-fold.css': {
      body: 'h1 { margin: 0; height: 40px; } .spacer { height: calc(100vh + 60px); }',
      type: 'text/css',
    },
    '/partner.css': { body: HOSTILE_CSS, type: 'text/css' },
    '/recorder.js': { body: RECORDER_JS, type: 'text/javascript' },
    '/early-props.js': { body: EARLY_PROPS_JS, type: 'text/javascript' },
  };
}
