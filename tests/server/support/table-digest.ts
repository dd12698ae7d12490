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

/** Columns a digest leaves out, by table. */
type Ignored = Record<string, string[]>;

/**
 * What the tenancy hook writes on any admitted request, refused or not, and which is no change of anything:
 * when the session was last seen (at most once a minute) and, on a session's first request, the organisation
 * it starts in. The tenancy walk opens its sessions first and leaves out only the first (`watchTables`).
 */
const SESSION_BOOKKEEPING: Ignored = { 'public.auth_sessions': ['last_seen_at', 'active_organization_id'] };

/** One table's digest: its row count and the MD5 of its rows, each as JSON less `ignored`, in a fixed order. */
function digestOf(table: string, ignored: Ignored): string {
  const minus = (ignored[table] ?? []).map((c) => ` - '${c}'`).join('');
  const row = `md5((to_jsonb(x)${minus})::text)`;
  return `select '${table}' as t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '' order by ${row})), '') as d
          from ${table} x`;
}

const tables = new WeakMap<Db, Promise<string[]>>();

/** A digest of every table's rows, leaving out `ignored` columns. */
async function digest(db: Db, ignored: Ignored): Promise<Record<string, string>> {
  let listed = tables.get(db);
  if (!listed) tables.set(db, (listed = tablesOf(db)));
  const query = sql.raw((await listed).map((t) => digestOf(t, ignored)).join('\nunion all\n'));
  const rows = ((await db.execute(query)) as unknown as { rows: { t: string; d: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}

/**
 * A digest of every table's rows (not just counts: an UPDATE keeps the count), to show that a refused
 * request changed nothing: compare one taken before with one taken after.
 */
export const snapshot = (db: Db): Promise<Record<string, string>> => digest(db, SESSION_BOOKKEEPING);

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
  const strict: Ignored = { 'public.auth_sessions': ['last_seen_at'] };
  let next = await nextTransaction(db);
  let last = await digest(db, strict);
  return {
    /** The tables changed since the last call (or since the watch began); empty when nothing changed. */
    async changed(): Promise<string[]> {
      const txid = await nextTransaction(db);
      if (txid === next) return [];
      next = txid;
      const current = await digest(db, strict);
      const changed = Object.keys(current).filter((table) => current[table] !== last[table]);
      last = current;
      return changed;
    },
  };
}
