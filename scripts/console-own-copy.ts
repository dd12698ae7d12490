import type { Plugin } from 'vite';

/** Modules only the console (/console, issue 21) runs: its screens and the schemas of its API. */
const CONSOLE_SIDE = /[\\/](?:site[\\/]console[\\/]|packages[\\/]core[\\/]src[\\/]console\.ts$)/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const SUFFIX = '?console-copy';

/**
 * Gives the console its own copy of zod in the site build, so the public pages' JavaScript does not grow
 * with it (issue 21; measured by `npm run size`, docs/decisions/0016-console-bundle.md).
 *
 * Why: a bundler tree-shakes per module, not per chunk. zod is one set of modules shared with the public
 * pages, so every zod builder the console alone uses (`discriminatedUnion`, `unknown`, ...) would land in
 * the public chunk that holds zod: +2 KB raw, +0.5 KB gzip on every page. With its own copy (module ids
 * with a query, so the same files load twice), the console pays for what it uses in its own chunks.
 * Schemas of the two copies mix safely: zod 4 checks kinds by traits, not by class identity.
 * Dev server and tests are unaffected (build only).
 */
export function consoleOwnZod(): Plugin {
  return {
    name: 'console-own-zod',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(SUFFIX);
      const wanted = fromCopy || (/^zod(?:\/|$)/.test(source) && CONSOLE_SIDE.test(importer) && !ZOD.test(importer));
      if (!wanted) return null;
      const from = fromCopy ? importer.slice(0, -SUFFIX.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !ZOD.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + SUFFIX };
    },
  };
}
