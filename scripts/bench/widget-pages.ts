/** The partner article the widget bench loads: without the widget, by script tag and by loader snippet. */
const article = Array.from(
  { length: 6 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the partner's travel guide: what to pack, when to leave for the airport, ` +
    'where the drop-off zones are and how long the walk to security takes on a busy Friday morning.</p>',
).join('\n');

function page(head: string, widget: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner travel guide</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem}
parking-search:not(:defined){display:block;min-height:417.375px}</style>${head}
</head><body><main><h1>Flying from Luton this summer</h1>
<p>Everything you need before your trip, from parking to the gate.</p>
${widget}
${article}</main></body></html>`;
}

/**
 * The pages, by path, for widget files served under `folder` (`/widget` or `/baseline/widget`). The
 * pages follow widget/README.md: the `parking-search:not(:defined)` rule, the loader without `async`.
 */
export function widgetPages(api: string, folder: string): Record<'script' | 'loader', string> {
  return {
    script: page(
      `<script src="${folder}/parking-search.js" defer></script>`,
      `<parking-search partner-key="pk_demo_local" airport="LTN" api-base="${api}/api/v1"></parking-search>`,
    ),
    loader: page(
      '',
      `<script src="${folder}/loader.js" data-partner-key="pk_demo_local" data-airport="LTN" data-api-base="${api}/api/v1"></script>`,
    ),
  };
}

/** The same article without the widget: the TBT the widget adds is measured against it. */
export const emptyPage = page('', '');
