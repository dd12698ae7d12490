import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { consoleOwnCopy, consolePreload } from './scripts/console-own-copy.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/e2e-env.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const hasChromium = existsSync(chromiumPath);

// A test run without Chromium fails (a green run that skipped the browser tests would lie) unless it
// opts out with SKIP_BROWSER_TESTS=1, which then says what did not run. `vite build` and Storybook also
// load this file: they need no browser.
const skipBrowser = process.env.SKIP_BROWSER_TESTS === '1';
if (process.env.VITEST && !hasChromium && !skipBrowser) {
  throw new Error(
    `No Chromium at ${chromiumPath}: the browser and storybook test projects need it. Install it ` +
      '(apt-get install -y chromium) or set CHROMIUM_PATH; SKIP_BROWSER_TESTS=1 runs the other projects only.',
  );
}
if (process.env.VITEST && skipBrowser) {
  console.warn('\n*** NOT RUN: the browser and storybook test projects (SKIP_BROWSER_TESTS=1) ***\n');
}
const runBrowser = hasChromium && !skipBrowser;

// Pre-bundled up front: a dependency found mid-run makes Vite re-optimise and reload the page, which can
// load a second React ("Invalid hook call") on a cold cache.
const browserDeps = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-router',
  'zod',
  'zod/mini',
  '@date-fns/tz',
  'qrcode',
  '@simplewebauthn/browser',
  'axe-core',
  'vitest-browser-react',
];

/**
 * Tests that use PostgreSQL whatever the database of the in-process tests (eslint/postgres-only-fence.js keeps
 * them out of the other server tests, which CI runs twice).
 */
const POSTGRES_ONLY = 'tests/server/postgres-only/**/*.test.ts';

/**
 * Both server projects. Each file builds its own app on its own database and the server keeps no state in
 * a module, so files share a worker's module cache (isolated, every file imported the whole server again:
 * 2.5–6 s each, half the project's time) and run two at a time. They run after the browser projects (a
 * group of their own, which a project's `maxWorkers` needs), so they never compete with Chromium.
 */
const serverTests = {
  root: repoRoot,
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
  maxWorkers: 2,
  sequence: { groupOrder: 1 },
};

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig({
  root: 'site',
  plugins: [react(), consoleOwnCopy(), precompress()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: '../dist/site',
    emptyOutDir: true,
    // The console stays out of the public pages' JavaScript (scripts/console-own-copy.ts, `npm run size`).
    modulePreload: { resolveDependencies: consolePreload },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and zod, which every public page loads, in one chunk ("react"): the console shares React
          // but has its own zod, which would otherwise split them into two chunks, each costing bytes.
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](?:react|zod)[\\/][^?]*$/ }],
        },
      },
    },
  },
  test: {
    root: repoRoot,
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          root: repoRoot,
          include: ['packages/core/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          ...serverTests,
          include: ['packages/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
        },
      },
      {
        // Real server processes sharing one database (kill -9, restarts), backups, a database cut under the app:
        // PostgreSQL always, whatever TEST_DATABASE_URL says, so CI runs them once, in `npm test` (.ci/run).
        // The processes run the compiled server, which the global setup builds when it is stale.
        extends: true,
        test: {
          name: 'server-postgres',
          ...serverTests,
          include: [POSTGRES_ONLY],
          globalSetup: ['tests/server/support/build-server.ts'],
        },
      },
      ...(runBrowser
        ? [
            {
              extends: true as const,
              test: {
                name: 'browser',
                root: repoRoot,
                include: ['packages/client/**/*.test.{ts,tsx}', 'widget/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
                browser,
              },
              optimizeDeps: { include: browserDeps },
            },
            {
              // Every story in stories/ becomes a test in Chromium: it must render, its play function must pass,
              // and axe-core must find nothing (a11y.test = 'error' in .storybook/preview.ts).
              root: repoRoot,
              // Only under Vitest: `vite build` and Storybook itself also load this file.
              plugins: process.env.VITEST ? [storybookTest({ configDir: `${repoRoot}.storybook` })] : [],
              // The addon's setup file reaches React outside the optimizer's scan; pre-bundle it (CJS → ESM).
              optimizeDeps: { include: browserDeps },
              test: {
                name: 'storybook',
                root: repoRoot,
                browser: { ...browser, instances: [{ browser: 'chromium' as const }] },
              },
            },
          ]
        : []),
    ],
  },
});
