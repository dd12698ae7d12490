import { defineConfig } from 'vite';

/**
 * `npm run build:server`: the API server as one JavaScript file for Node (packages/server/dist/server.js),
 * with our own packages (core) bundled in and every registry package left to node_modules. `npm start`
 * runs it with plain `node`: no TypeScript loader at runtime (docs/decisions/0013-node-24-compiled-server.md).
 */
export default defineConfig({
  publicDir: false,
  // drizzle-orm is hundreds of small modules: resolving them one by one cost ~1 s of CPU at every boot.
  ssr: { noExternal: ['drizzle-orm'] },
  logLevel: 'warn',
  build: {
    ssr: 'packages/server/src/server.ts',
    outDir: 'packages/server/dist',
    emptyOutDir: true,
    target: 'node22',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'server.js' } },
  },
});
