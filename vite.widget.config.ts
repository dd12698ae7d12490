import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import remToPixel from 'postcss-rem-to-pixel';
import { type Plugin, defineConfig } from 'vite';

/**
 * Builds for partners, both IIFE scripts in dist/widget:
 * - `vite build --config vite.widget.config.ts` → parking-search.js (the <parking-search> element, React included);
 * - `... --mode loader` → loader.js (the tiny snippet that loads parking-search.js once).
 * `npm run build:widget` runs both. `WIDGET_OUT_DIR` and `WIDGET_SOURCEMAP=1` serve scripts/size-report.ts.
 */
const outDir = process.env.WIDGET_OUT_DIR ?? 'dist/widget';

/** The element ships its CSS inside the script (adoptedStyleSheets): a stray .css file would be unstyled dead weight. */
function forbidCssFiles(): Plugin {
  return {
    name: 'widget-forbid-css-files',
    generateBundle(_options, bundle) {
      const cssFiles = Object.keys(bundle).filter((file) => file.endsWith('.css'));
      if (cssFiles.length > 0) {
        this.error(
          `The widget build emitted ${cssFiles.join(', ')}. Import widget CSS only through widget/styles/index.css, ` +
            'which element.ts loads with ?inline (a plain CSS import elsewhere in widget/ makes a separate file).',
        );
      }
    },
  };
}

/** Every name a module exports (`export const|function|class x`, `export { a as b }`). */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:const|let|function|class) (\w+)/gm)].map((m) => m[1] ?? '');
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop() ?? ''),
  );
  return [...declared, ...listed].filter(Boolean);
}

/**
 * zod 4 classic attaches `.toJSONSchema()` to every schema, which drags its JSON Schema generator
 * (~5 KB gzip) into the bundle; the widget only parses. Its functions become stubs that throw if ever
 * called. `aggregateChecks` (read by schema getters such as `.minLength`) and what precedes it stay real.
 */
function zodWithoutJsonSchema(): Plugin {
  const stub = (names: string[]) =>
    names
      .map((name) => `export const ${name} = () => { throw new Error('zod JSON Schema is not in the widget bundle'); };`)
      .join('\n');
  return {
    name: 'widget-zod-without-json-schema',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? '';
      if (/zod\/v4\/core\/to-json-schema\.js$/.test(file)) {
        return stub(exportedNames(readFileSync(file, 'utf8')));
      }
      if (/zod\/v4\/core\/json-schema-processors\.js$/.test(file)) {
        const source = readFileSync(file, 'utf8');
        const cut = source.indexOf('export const stringProcessor');
        if (cut < 0) return null; // zod changed: ship it whole rather than guess
        const kept = source.slice(0, cut).replace(/^import \{[^}]*\} from "\.\/to-json-schema\.js";$/m, '');
        return `${kept}\n${stub(exportedNames(source.slice(cut)))}`;
      }
      return null;
    },
  };
}

export default defineConfig(({ mode }) => {
  const loader = mode === 'loader';
  return {
    root: '.',
    publicDir: false,
    plugins: loader ? [forbidCssFiles()] : [zodWithoutJsonSchema(), react(), forbidCssFiles()],
    // Library mode does not replace it: without this React ships its dev build and `process` is undefined.
    define: { 'process.env.NODE_ENV': '"production"' },
    css: {
      postcss: {
        // rem inside a shadow root follows the partner's <html> font-size (62.5% sites shrink it): px only,
        // react-datepicker's stylesheet included.
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
      lib: loader
        ? { entry: 'widget/embed.ts', formats: ['iife'], name: 'ParkingSearchLoader', fileName: () => 'loader.js' }
        : { entry: 'widget/element.ts', formats: ['iife'], name: 'ParkingSearchElement', fileName: () => 'parking-search.js' },
    },
  };
});
