/**
 * The one place the widget leaves the page: hosted checkout and the redirect mode's hand-off to the
 * host site. It targets the top window because the widget may sit in a partner iframe, and falls back
 * to the current window when the top one is cross-origin and refuses.
 */
export function navigateTop(url: string): void {
  try {
    (window.top ?? window).location.assign(url);
  } catch {
    window.location.assign(url);
  }
}
