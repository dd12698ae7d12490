import { sql } from 'drizzle-orm';
import type { Db } from '../../../packages/server/src/db/client';

/**
 * Every table whose rows a request could change: each table of the `public` schema, as the database lists
 * them (a table added tomorrow is watched without being named here), and pg-boss's `job` table (a queued
 * email is a change). pg-boss's other tables are its own bookkeeping, stamped by its timers.
 */
async function tablesOf(db: Db): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = (result as unknown as { rows: { name: string }[] }).rows;
  return [...rows.map((r) => `public.${r.name}`), 'pgboss.job'];
}

/**
 * Columns a request changes without changing anything: `auth_sessions.last_seen_at`, which the tenancy
 * hook writes on any admitted request (at most once a minute).
 */
const IGNORED: Record<string, string[]> = { 'public.auth_sessions': ['last_seen_at'] };

/** One table's digest: its row count and the MD5 of its rows, each as JSON, in a fixed order. */
function digestOf(table: string): string {
  const ignored = (IGNORED[table] ?? []).map((c) => ` - '${c}'`).join('');
  const row = `md5((to_jsonb(x)${ignored})::text)`;
  return `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '' order by ${row})), '') as d
          from ${table} x`;
}

const queries = new WeakMap<Db, Promise<ReturnType<typeof sql.raw>>>();

/** The one query that digests every table, built once per database (its tables do not change under a test). */
function digestQuery(db: Db) {
  let query = queries.get(db);
  if (!query) {
    query = tablesOf(db).then((tables) => sql.raw(tables.map(digestOf).join('\nunion all\n')));
    queries.set(db, query);
  }
  return query;
}

/**
 * A digest of every table's rows (not just counts: an UPDATE keeps the count), to show that a refused
 * request changed nothing: compare one taken before with one taken after.
 */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const result = await db.execute(await digestQuery(db));
  const rows = (result as unknown as { rows: { t: string; d: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}

/** The next transaction id the database server will hand out: unchanged, no transaction has written anything. */
async function nextTransaction(db: Db): Promise<string> {
  const result = await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`);
  return (result as unknown as { rows: { x: string }[] }).rows[0]!.x;
}

/**
 * Watches for changes between calls, affordably, for a walk of hundreds of refused requests. Any row written
 * takes a transaction id, so while the server's next id stays the same nothing can have changed and no table
 * is read; otherwise (a write anywhere on the server, e.g. another test file's database on PostgreSQL) every
 * table is digested and compared with the last digest.
 */
export async function watchTables(db: Db) {
  let next = await nextTransaction(db);
  let last = await snapshot(db);
  return {
    /** The tables changed since the last call (or since the watch began); empty when nothing changed. */
    async changed(): Promise<string[]> {
      const now = await nextTransaction(db);
      if (now === next) return [];
      next = now;
      const digest = await snapshot(db);
      const changed = Object.keys(digest).filter((table) => digest[table] !== last[table]);
      last = digest;
      return changed;
    },
  };
}
