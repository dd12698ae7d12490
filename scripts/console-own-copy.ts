import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The console (/console, issue 21): its route group and screens. */
const CONSOLE = /[\\/]site[\\/]console[\\/]/;
/** Shared with the public app, never copied: packages other than zod (React, React Router), styles, virtual modules. */
const SHARED = /[\\/]node_modules[\\/](?!zod[\\/])|\.css$|^\0/;
const COPY = '?console-copy';

/**
 * In the site's production build, gives the console its own copy of every module of ours it imports
 * (@parking/client, @parking/widget, @parking/core, site/config, ...) and of zod, so the public pages' JavaScript does not
 * grow with the console (issue 21; `npm run size`; docs/decisions/0016-console-bundle.md). The console
 * shares only React, React Router and styles with the public app, which it must: its routes render in the
 * public app's router.
 *
 * Why: a bundler tree-shakes per module and places a module by the set of pages that reach it. Modules
 * shared with the console would carry what only the console uses (zod's `discriminatedUnion`, ...) on
 * every public page, and be split out of the public chunks into smaller ones, each costing bytes. A copy
 * is the same file under another module id (with a query), so it lands in the console's chunks.
 *
 * Safe because each copy is used consistently: everything a copy imports is a copy too, and the console
 * provides its own contexts (ConsoleProviders mounts @parking/client's ApiProvider, so the cache and client
 * options its screens read are the copy's). Schemas of the two zod copies mix safely (zod 4 checks kinds by
 * traits, not by class). Only for `vite build` of the site itself: the
 * dev server, tests and Storybook (whose stories wrap console screens in public providers) share modules.
 */
export function consoleOwnCopy(): Plugin {
  return {
    name: 'console-own-copy',
    enforce: 'pre',
    apply: (config, env) => env.command === 'build' && !env.isSsrBuild && config.root === 'site',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(COPY);
      if (!fromCopy && !CONSOLE.test(importer)) return null;
      const from = fromCopy ? importer.slice(0, -COPY.length) : importer;
      const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external || SHARED.test(resolved.id) || resolved.id.includes('?')) return resolved;
      // The console's own modules stay themselves; what they import from outside is copied.
      if (!fromCopy && CONSOLE.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + COPY };
    },
    generateBundle(_options, bundle) {
      consoleChunks.clear();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId && CONSOLE.test(chunk.facadeModuleId))
          consoleChunks.add(chunk.fileName);
    },
  };
}

/** The built chunks whose entry is a console module (the route group, each screen): set per build. */
const consoleChunks = new Set<string>();

/**
 * `build.modulePreload.resolveDependencies`: the public app's lazy import of the console preloads only
 * the console's styles. Vite lists every chunk a lazy import needs beside that import, so that they load
 * in parallel; for the console's route group that list sat in the public start-up chunk. The route
 * group's own static imports now load after it (once, for staff); its screens still preload in full.
 * Needs {@link consoleOwnCopy} in the same build.
 */
export const consolePreload: ResolveModulePreloadDependenciesFn = (filename, deps, { hostId, hostType }) =>
  hostType === 'js' && consoleChunks.has(filename) && !consoleChunks.has(hostId)
    ? deps.filter((dep) => dep.endsWith('.css'))
    : deps;
