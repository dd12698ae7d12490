/**
 * The PostgreSQL server that the tests in tests/server/postgres-only create their scratch databases on:
 * TEST_DATABASE_URL's when it is set (CI), otherwise the local one. These tests use PostgreSQL whatever the
 * environment says, so lint keeps this module (and any `postgres://` literal) out of the in-process server
 * tests, which CI runs on PGlite as well.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
