// Import patterns each part may not use (docs/architecture.md#fences), for no-restricted-imports.
// Split from eslint.config.js to keep it under the 300-line limit it enforces.

const reactRouterDom = {
  name: 'react-router-dom',
  message: 'react-router-dom@7 only re-exports react-router: import from "react-router".',
};
const serverOnly = ['drizzle-orm', 'pg', '@electric-sql/pglite'].map((name) => ({
  name,
  message: 'Only packages/server touches the database.',
}));
const serverOnlyPatterns = [
  {
    group: ['drizzle-orm/*', 'drizzle-kit', 'drizzle-kit/*', 'pg/*', '@electric-sql/pglite/*'],
    message: 'Only packages/server touches the database.',
  },
];
const jotaiPattern = {
  group: ['jotai', 'jotai/*'],
  message: 'Only widget/state imports jotai; use its hooks and atoms.',
};
const schemaDefinitionPattern = {
  group: ['drizzle-orm/pg-core', 'drizzle-orm/pg-core/*'],
  message: 'Only packages/server/src/db defines tables (drizzle-orm/pg-core); services import them from db/schema.',
};
const httpLayerPattern = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db', '**/db/**'],
  message:
    "Routes and HTTP plugins call services: only a resource's service files and shared services touch Drizzle and db/.",
};
const postgresOnlyPattern = {
  group: ['**/support/server-process', '**/support/postgres-admin'],
  message:
    'A test that starts server processes or takes POSTGRES_ADMIN_URL runs on PostgreSQL whatever ' +
    'TEST_DATABASE_URL says: it goes in tests/server/postgres-only/, which CI runs once (vite.config.ts).',
};
const coreOnlyPattern = {
  regex: '^(?!(zod|@date-fns/tz)(/|$)|\\.{1,2}/)',
  message: 'packages/core imports only zod, @date-fns/tz and its own files.',
};

/** `no-restricted-imports` does not merge across config objects, so each area gets its full list. */
export function restrictedImports({
  db = true,
  jotai = false,
  core = false,
  schema = false,
  http = false,
  postgresOnly = false,
} = {}) {
  const patterns = [
    ...(db ? serverOnlyPatterns : []),
    ...(schema ? [schemaDefinitionPattern] : []),
    ...(http ? [httpLayerPattern] : []),
    ...(jotai ? [jotaiPattern] : []),
    ...(core ? [coreOnlyPattern] : []),
    ...(postgresOnly ? [postgresOnlyPattern] : []),
  ];
  return ['error', { paths: [reactRouterDom, ...(db ? serverOnly : [])], patterns }];
}
