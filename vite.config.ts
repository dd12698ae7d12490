import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress-plugin.ts';
import { chromiumArgs, chromiumPath } from './tests/e2e/e2e-env.ts';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const hasChromium = existsSync(chromiumPath);

if (!hasChromium) {
  if (process.env.REQUIRE_BROWSER === '1') {
    throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${chromiumPath}. Install it: apt-get install -y chromium`);
  }
  console.warn(
    `\n*** SKIPPED: browser tests (no Chromium at ${chromiumPath}; set CHROMIUM_PATH or apt-get install -y chromium) ***\n`,
  );
}

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
  'axe-core',
  'vitest-browser-react',
];

const browser = {
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
};

export default defineConfig({
  root: 'site',
  plugins: [react(), precompress()],
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: '../dist/site', emptyOutDir: true },
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
          root: repoRoot,
          include: ['packages/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasChromium
        ? [
            {
              extends: true as const,
              test: {
                name: 'browser',
                root: repoRoot,
                include: ['widget/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
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
