/**
 * The height of the search form, by the element's width (two columns up to 980px, one row above). The loader's placeholder and the element's
 * own stand-in before React renders take exactly this height, so nothing below the widget moves
 * when the form appears (CLS 0). widget/element.test.ts checks the numbers against the real form;
 * widget/README.md gives them to partners for their `parking-search:not(:defined)` rule.
 */
export const FORM_HEIGHTS = [
  { maxWidth: 980, height: 417.375 },
  { maxWidth: Infinity, height: 111 },
] as const;

/** The form's height in px at this element width. */
export function reservedHeight(width: number): number {
  return (FORM_HEIGHTS.find((band) => width <= band.maxWidth) ?? FORM_HEIGHTS[1]).height;
}

/**
 * Keeps `box` as tall as the form would be at its width. The width comes from a ResizeObserver, which
 * reports it after the browser's own layout and before the paint, so nothing below moves and no script
 * forces a layout of the partner's page (measuring at load would lay out the whole page inside our
 * script: docs/decisions/0009-widget-boot.md). Returns a function that stops and removes the probe.
 */
export function holdFormHeight(box: HTMLElement): () => void {
  // What is observed is a zero-height probe as wide as the box: setting the box's height must not change
  // the observed size, or the browser reports a ResizeObserver loop error on the partner's page.
  const probe = document.createElement('div');
  box.append(probe);
  const observer = new ResizeObserver((entries) => {
    const size = entries[0]?.borderBoxSize[0];
    // CSSOM, not a style attribute: a partner CSP without 'unsafe-inline' allows it.
    if (size) box.style.height = `${reservedHeight(size.inlineSize)}px`;
  });
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
  };
}
