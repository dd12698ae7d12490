// ESLint 9 flat config. The import fences of docs/architecture.md live here so that breaking one is a
// failing `npm run lint`, not a review comment. See CONTRIBUTING.md ("Import fences").
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { auditLogFence } from './eslint/audit-log-fence.js';
import { clientZones } from './eslint/client-fence.js';
import { consoleZones } from './eslint/console-fence.js';
import { postgresOnlyFence } from './eslint/postgres-only-fence.js';
import { restrictedImports } from './eslint/restricted-imports.js';
import {
  fetchGlobals,
  fetchProperties,
  storageGlobals,
  storageProperties,
  widgetGlobals,
} from './eslint/restricted-globals.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// Features are discovered from disk so a new feature folder is fenced without editing this file.
const featuresDir = join(root, 'widget/features');
const features = [
  ...new Set([
    'search',
    'results',
    'booking',
    'payment',
    ...(existsSync(featuresDir)
      ? readdirSync(featuresDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : []),
  ]),
];

// Server resources too: one folder each under packages/server/src/modules/, fenced from one another.
// The console's screens nest one level deeper, modules/console/<audience>/<screen>/ (decision 0014 as
// amended by issue 33), each fenced like a resource; modules/console/ itself holds only the console
// plugin and the list of screens.
const modulesDir = join(root, 'packages/server/src/modules');
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const serverModules = [
  ...foldersIn(modulesDir).filter((name) => name !== 'console'),
  ...foldersIn(join(modulesDir, 'console')).flatMap((audience) =>
    foldersIn(join(modulesDir, 'console', audience)).map((screen) => `console/${audience}/${screen}`),
  ),
];

/** The widget's composition root and public entries: only they sit above features/. */
const widgetTop = ['widget/parking-search.tsx', 'widget/index.ts', 'widget/element.ts', 'widget/embed.ts'];

const zones = [
  // Between parts: core ──► server; core ──► client ──► widget ──► site (site sees only widget/index.ts).
  {
    target: 'packages/core',
    from: ['packages/server', 'packages/client', 'widget', 'site', 'tests', 'stories'],
    message: 'packages/core imports nothing of ours (docs/architecture.md).',
  },
  { target: 'packages/server', from: ['packages/client', 'widget', 'site'], message: 'The server imports core only.' },
  { target: 'widget', from: ['site', 'packages/server'], message: 'The widget imports core only.' },
  {
    target: 'site',
    from: 'widget',
    // The stylesheet is a public export too (widget/package.json): the site's entry loads it before first paint.
    except: ['./index.ts', './styles/index.css'],
    message: 'The site imports the widget only through widget/index.ts (or @parking/widget, and its stylesheet).',
  },
  { target: 'site', from: 'packages/server', message: 'The site talks to the server over HTTP only.' },
  {
    target: ['packages', 'widget', 'site'],
    from: ['stories', 'tests'],
    message: 'Nothing ships code from stories/ or tests/.',
  },
  // Inside the widget: lib → ui, styles → api, state, shadow → forms → features/* → flow → parking-search.tsx → index.ts, element.ts.
  { target: 'widget/lib', from: 'widget', except: ['./lib'], message: 'widget/lib is the bottom layer.' },
  {
    target: ['widget/ui', 'widget/styles'],
    from: [
      'widget/api',
      'widget/state',
      'widget/shadow',
      'widget/forms',
      'widget/features',
      'widget/flow',
      ...widgetTop,
    ],
    message: 'ui/ and styles/ may import lib/ (and each other) only.',
  },
  {
    target: ['widget/api', 'widget/state', 'widget/shadow'],
    from: ['widget/forms', 'widget/features', 'widget/flow', ...widgetTop],
    message: 'api/, state/ and shadow/ sit below forms/ and features/.',
  },
  {
    target: 'widget/forms',
    from: ['widget/state', 'widget/shadow', 'widget/features', 'widget/flow', ...widgetTop],
    message: 'forms/ (the one form hook) may import lib/, ui/ and api/ only.',
  },
  {
    target: 'widget/features',
    from: ['widget/flow', ...widgetTop],
    message: 'Features do not import widget/flow (which composes them), the composition root or the public entries.',
  },
  {
    target: 'widget/flow',
    from: widgetTop,
    message: 'widget/flow composes features; it does not import the composition root or the public entries.',
  },
  ...features.map((feature) => ({
    target: `widget/features/${feature}`,
    from: 'widget/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; share state through widget/state.',
  })),
  // Inside the server: db, services (shared plugins), plugins (HTTP) → modules/<resource> → app.ts.
  {
    target: ['packages/server/src/db', 'packages/server/src/services', 'packages/server/src/plugins'],
    from: 'packages/server/src/modules',
    message: 'Shared services and HTTP plugins sit below the resources in modules/; they never import one.',
  },
  ...serverModules.map((resource) => ({
    target: `packages/server/src/modules/${resource}`,
    from: 'packages/server/src/modules',
    except: [`./${resource}`],
    message: resource.startsWith('console/')
      ? "A console screen does not import another screen's module (nor the console plugin, nor another resource): shared pieces go to packages/server/src/services (docs/architecture.md#fences)."
      : 'A resource does not reach into another resource: share through a plugin in packages/server/src/services (docs/architecture.md#fences).',
  })),
  ...consoleZones(root),
];

/** Test helpers (fake fetch, fixtures, render helpers) never ship: only tests may import them. */
const testingZone = {
  target: 'widget',
  from: 'widget/testing',
  message: 'widget/testing is for tests only; shipped widget code must not import it.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'storybook-static/',
      'packages/server/drizzle/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'data/',
      'outbox/',
      // Generated by openapi-typescript; tests/server/openapi-client.test.ts fails when it drifts.
      'tests/server/support/openapi-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'tsconfig.tests.json',
            'packages/*/tsconfig.json',
            'widget/tsconfig.json',
            'site/tsconfig.json',
          ],
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': restrictedImports(),
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // tests/ may import anything (docs/architecture.md): server integration tests set up PGlite/PostgreSQL themselves.
  { files: ['packages/server/**', 'tests/**'], rules: { 'no-restricted-imports': restrictedImports({ db: false }) } },
  ...postgresOnlyFence,
  {
    // Tables are defined in one place; the rest of the server queries them through db/schema.
    files: ['packages/server/**'],
    ignores: ['packages/server/src/db/**', 'packages/server/drizzle.config.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ db: false, schema: true }) },
  },
  {
    // The HTTP layer: route files and HTTP plugins never query; a resource's service.ts (or service-*.ts)
    // does, at any depth (a console screen's, modules/console/<audience>/<screen>/service.ts, too).
    files: ['packages/server/src/modules/**', 'packages/server/src/plugins/**'],
    ignores: [
      'packages/server/src/modules/**/service.ts',
      'packages/server/src/modules/**/service-*.ts',
      '**/*.test.ts',
    ],
    rules: { 'no-restricted-imports': restrictedImports({ db: false, schema: true, http: true }) },
  },
  {
    files: ['widget/**'],
    ignores: ['widget/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, testingZone] }] },
  },
  {
    files: ['packages/client/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...clientZones] }] },
  },
  {
    // Core's own tests may also use the test tooling (vitest, fast-check); shipped core files may not.
    files: ['packages/core/**'],
    ignores: ['packages/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': restrictedImports({ core: true }) },
  },
  {
    files: ['widget/**'],
    ignores: ['widget/state/**'],
    rules: { 'no-restricted-imports': restrictedImports({ jotai: true }) },
  },
  { files: ['widget/**'], rules: widgetGlobals({ fetch: true, page: true }) },
  // The client package is browser code a partner page runs too: the widget's rules, fetch in its api/ only.
  { files: ['packages/client/**'], rules: widgetGlobals({ fetch: true, page: true }) },
  { files: ['packages/client/src/api/**'], rules: widgetGlobals({ fetch: false, page: true }) },
  { files: ['widget/shadow/**', 'widget/lib/navigate.ts'], rules: widgetGlobals({ fetch: true, page: false }) },
  {
    files: ['site/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', ...fetchGlobals, ...storageGlobals],
      'no-restricted-properties': ['error', ...fetchProperties, ...storageProperties],
    },
  },
  {
    // The loader counts through the client (docs/decisions/0010-one-api-client.md): nothing wraps fetch.
    // Tests and stories may fake it (the custom element's story has no fetcher to inject).
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['tests/**', 'stories/**', 'widget/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']",
          message: 'Do not replace fetch: count or fake requests through the API client (config.fetcher).',
        },
      ],
    },
  },
  auditLogFence,
  {
    // Size limits (issue 19) for shipped code and scripts; blank lines and comments count (ESLint defaults).
    // Tests and stories are exempt: a long table of cases reads better whole.
    files: [
      'widget/**',
      'site/**',
      'packages/core/src/**',
      'packages/client/src/**',
      'packages/server/src/**',
      'scripts/**',
      '*.{ts,js,mjs,cjs}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'stories/**', 'widget/testing/**'],
    rules: { 'max-lines': ['error', 300], 'max-lines-per-function': ['error', 60] },
  },
  {
    files: ['packages/client/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['packages/client/**/*.{ts,tsx}', 'widget/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  prettier,
);
