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
