import { readFileSync } from 'node:fs';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';

/** Build plugins of vite.widget.config.ts (the partner bundle only; the host site builds without them). */

/** The element ships its CSS inside the script (adoptedStyleSheets): a stray .css file would be unstyled dead weight. */
export function forbidCssFiles(): Plugin {
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
    (m[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return [...declared, ...listed].filter(Boolean);
}

/**
 * zod 4 classic attaches `.toJSONSchema()` to every schema, which drags its JSON Schema generator
 * (~5 KB gzip) into the bundle; the widget only parses. Its functions become stubs that throw if ever
 * called. `aggregateChecks` (read by schema getters such as `.minLength`) and what precedes it stay real.
 */
export function zodWithoutJsonSchema(): Plugin {
  const stub = (names: string[]) =>
    names
      .map(
        (name) => `export const ${name} = () => { throw new Error('zod JSON Schema is not in the widget bundle'); };`,
      )
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

/**
 * react-datepicker's stylesheet styles every picker it has (time lists, month/quarter/year pickers,
 * dropdowns, week numbers, portal); the widget shows a plain day calendar. Selectors for the unused
 * parts are dropped (a rule goes when none of its selectors is left), saving ~2 KB gzip.
 */
const UNUSED_DATEPICKER_PARTS =
  /react-datepicker__(year|quarter|month-text|month-(dropdown|option|read-view|select)|month-year|time|input-time|week-number|close-icon|portal|today-button|children-container|calendar-icon|view-calendar-icon)|react-datepicker--time-only|--with-time|--with-today-button|navigation--years/;

export function pruneUnusedDatepickerCss(): PostcssPlugin {
  return {
    postcssPlugin: 'widget-prune-unused-datepicker-css',
    Rule(rule) {
      if (!rule.selector.includes('react-datepicker')) return;
      const kept = rule.selectors.filter((selector) => !UNUSED_DATEPICKER_PARTS.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
