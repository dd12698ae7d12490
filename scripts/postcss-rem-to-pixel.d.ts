/** postcss-rem-to-pixel ships no types; only what vite.widget.config.ts uses. */
declare module 'postcss-rem-to-pixel' {
  import type { Plugin } from 'postcss';

  interface RemToPixelOptions {
    rootValue?: number;
    unitPrecision?: number;
    propList?: string[];
    selectorBlackList?: (string | RegExp)[];
    replace?: boolean;
    mediaQuery?: boolean;
    minRemValue?: number;
  }

  export default function remToPixel(options?: RemToPixelOptions): Plugin;
}
