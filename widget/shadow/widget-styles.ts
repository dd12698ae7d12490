import widgetCss from '../styles/element.css?inline';
import hostCss from './host.css?inline';

let shared: CSSStyleSheet | undefined;

/**
 * One constructed stylesheet shared by every <parking-search> on the page: the CSS is parsed once, and
 * adopted sheets are not `<style>` elements, so a partner CSP of `style-src 'self'` does not block them.
 */
export function widgetStyleSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${hostCss}\n${widgetCss}`);
  }
  return shared;
}

/** Installs the widget's styles in a shadow root (once, keeping any sheets already adopted there). */
export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = widgetStyleSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
