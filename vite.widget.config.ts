import react from '@vitejs/plugin-react';
import remToPixel from 'postcss-rem-to-pixel';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';
import { forbidCssFiles } from './scripts/widget-build-plugins.ts';

/**
 * Builds for partners, both IIFE scripts in dist/widget:
 * - `vite build --config vite.widget.config.ts` → parking-search.js (the <parking-search> element, React included);
 * - `... --mode loader` → loader.js (the tiny snippet that loads parking-search.js once).
 * `npm run build:widget` runs both. `WIDGET_OUT_DIR` and `WIDGET_SOURCEMAP=1` serve scripts/size-report.ts.
 */
const outDir = process.env.WIDGET_OUT_DIR ?? 'dist/widget';

export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  return {
    root: '.',
    publicDir: false,
    plugins: loader ? [forbidCssFiles()] : [react(), forbidCssFiles(), precompress()],
    // Library mode does not replace it: without this React ships its dev build and `process` is undefined.
    define: { 'process.env.NODE_ENV': '"production"' },
    css: {
      postcss: {
        // rem inside a shadow root follows the partner's <html> font-size (62.5% sites shrink it): px only.
        plugins: [remToPixel({ rootValue: 16, propList: ['*'], mediaQuery: true })],
      },
    },
    build: {
      outDir,
      emptyOutDir: !loader,
      target: 'es2022',
      minify: true,
      sourcemap: process.env.WIDGET_SOURCEMAP === '1',
      copyPublicDir: false,
      reportCompressedSize: false,
      // V8's explicit compile hint: the whole file is compiled eagerly while it streams in, on a
      // background thread, instead of function by function on the partner's main thread as the form
      // first renders (docs/decisions/0009-widget-boot.md). It must be the file's first line.
      rolldownOptions: loader ? {} : { output: { postBanner: '//# allFunctionsCalledOnLoad' } },
      lib: loader
        ? { entry: 'widget/embed.ts', formats: ['iife'], name: 'ParkingSearchLoader', fileName: () => 'loader.js' }
        : {
            entry: 'widget/element.ts',
            formats: ['iife'],
            name: 'ParkingSearchElement',
            fileName: () => 'parking-search.js',
          },
    },
  };
});
