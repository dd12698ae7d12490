import { defineConfig } from 'vite';

/**
 * `npm run build:server`: the API server as one JavaScript file for Node (packages/server/dist/server.js),
 * with our own packages (core) and the registry packages bundled in, but for the few named below. `npm start`
 * runs it with plain `node`: no TypeScript loader at runtime (docs/decisions/0013-node-24-compiled-server.md).
 */
export default defineConfig({
  publicDir: false,
  // Registry packages are bundled too: Node's ESM loader resolving their hundreds of modules one by one
  // (package.json reads, stats, URL work) was ~0.6 s of every boot and ~80 MB of an idle node's memory
  // (decision 0013). Left to node_modules: PGlite and sharp (they load their .wasm / native binary from
  // beside their own files), swagger-ui (serves its files from its package folder), and pg's optional
  // native driver.
  ssr: { noExternal: true, external: ['@electric-sql/pglite', 'sharp', '@fastify/swagger-ui', 'pg-native'] },
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
