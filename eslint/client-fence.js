// The import fence of @parking/client (docs/architecture.md#fences), split from eslint.config.js to keep it
// under the 300-line limit it enforces.

/**
 * @parking/client (packages/client), the browser's one API client and form hook that the widget and the
 * site both import: it imports core only, and inside it the widget's layering holds (api/ below forms/).
 * Its own tests may use the widget's test helpers and UI (they exercise the form hook in a real form).
 */
export const clientZones = [
  {
    target: 'packages/client',
    from: ['widget', 'site', 'packages/server'],
    message: '@parking/client imports core only: the widget and the site import it, never the reverse.',
  },
  {
    target: 'packages/client/src/api',
    from: 'packages/client/src/forms',
    message: "@parking/client's api/ sits below forms/ (as widget/api below widget/forms).",
  },
];
