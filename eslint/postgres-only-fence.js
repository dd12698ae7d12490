// The `server` test project runs twice in CI, on PGlite and then on TEST_DATABASE_URL's PostgreSQL; a test
// that reaches PostgreSQL whatever that says (server processes, an admin URL, a URL written in) would run
// there both times, and on a machine without PostgreSQL it fails where PGlite would do. Such tests go in
// tests/server/postgres-only/ (project `server-postgres`, run once). Split from eslint.config.js to keep it
// under the 300-line limit it enforces.
import { restrictedImports } from './restricted-imports.js';

const ignores = ['tests/server/postgres-only/**', 'tests/server/support/**'];
const message =
  'A PostgreSQL URL written into a test reaches PostgreSQL even in the PGlite run: take the database from ' +
  'support/test-db.ts (TEST_DATABASE_URL when set), or move the test to tests/server/postgres-only/ and take ' +
  'POSTGRES_ADMIN_URL from support/postgres-admin.ts.';

/** The config objects fencing PostgreSQL-only code out of the in-process server tests. */
export const postgresOnlyFence = [
  {
    files: ['tests/server/**', 'packages/server/**/*.test.ts'],
    ignores,
    rules: { 'no-restricted-imports': restrictedImports({ db: false, postgresOnly: true }) },
  },
  {
    // Not packages/server's own tests: they parse such URLs (env.ts, db/backup.ts) without connecting.
    files: ['tests/server/**'],
    ignores,
    rules: {
      // Nothing else sets no-restricted-syntax on these files (the fetch rule leaves tests/ out); one that
      // did would be replaced by this list, not merged with it, so its entries would have to be repeated here.
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^postgres(ql)?:\\/\\//]', message },
        { selector: 'TemplateElement[value.raw=/^postgres(ql)?:\\/\\//]', message },
      ],
    },
  },
];
