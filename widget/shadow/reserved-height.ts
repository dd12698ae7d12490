/**
 * The height of the search form, by the element's width (two columns up to 980px, one row above). The loader's placeholder and the element's
 * own stand-in before React renders take exactly this height, so nothing below the widget moves
 * when the form appears (CLS 0). widget/element.test.ts checks the numbers against the real form;
 * widget/README.md gives them to partners for their `parking-search:not(:defined)` rule.
 */
const FORM_HEIGHTS = [
  { maxWidth: 980, height: 417.375 },
  { maxWidth: Infinity, height: 111 },
] as const;

/** The form's height in px at this element width. */
export function reservedHeight(width: number): number {
  return (FORM_HEIGHTS.find((band) => width <= band.maxWidth) ?? FORM_HEIGHTS[1]).height;
}

/**
 * The form's height as one CSS length for `padding-top`, whose percentages resolve against the width of
 * the box's container: `(980.5px - 100%) × 1000` is hugely positive up to 980px and hugely negative
 * above, and the clamp turns that into 417.375px or 111px. Pure CSS, so nothing measures the page and
 * the box has its final height in the first layout (docs/decisions/0009-widget-boot.md).
 */
const FORM_HEIGHT_CSS = (() => {
  const [narrow, wide] = FORM_HEIGHTS;
  return `clamp(${wide.height}px, (${narrow.maxWidth + 0.5}px - 100%) * 1000, ${narrow.height}px)`;
})();

/** Makes an empty block `box` exactly as tall as the form would be at its width. */
export function holdFormHeight(box: HTMLElement): void {
  // CSSOM, not a style attribute: a partner CSP without 'unsafe-inline' allows it.
  box.style.paddingTop = FORM_HEIGHT_CSS;
}
