import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Db as JobsDb, fromPglite } from 'pg-boss';
import * as schema from './schema/index';
import { MIGRATIONS_FOLDER } from '../paths';
import { dumpPglite } from './backup-dump';
import { lockDataDir } from './lock';

/** The Drizzle database, whichever driver is underneath (both share one schema and one dialect). */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

/** A database connection the app owns: the Drizzle handle, plus migrate and close. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The same database for the job queue (pg-boss runs its own SQL). */
  jobsDb: JobsDb;
  /**
   * Runs `work` while holding the database-wide boot lock: nodes starting together on one PostgreSQL
   * migrate, seed and create the job queue's schema one at a time (concurrent `CREATE SCHEMA` fails).
   */
  withBootLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** PostgreSQL's connection pool, for its gauges (`/metrics`); PGlite is one in-process connection and has none. */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /** PGlite on a folder of DATA_DIR (not in memory): that folder, and a consistent copy of it for backups. */
  folder?: { path: string; dump: () => Promise<Uint8Array> };
};

/** Key of the PostgreSQL advisory lock that serialises node start-up. */
const BOOT_LOCK = 7_240_001;

/** node-postgres pool on DATABASE_URL. */
export function openPostgres(url: string, poolSize = 10, onError: (err: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A client losing its connection (a database restart, a network cut) must not crash the process. The
  // pool's 'error' covers idle clients only: one checked out (a transaction between statements, the boot
  // lock) emits on itself, and with no listener that is an uncaught exception (brianc/node-postgres#2439).
  // Its query still fails on its own; the pool drops the broken client when it is released.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  pool.on('remove', (client) => client.removeListener('error', onError));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    // A statement without parameters may be a BEGIN…COMMIT script; pool.query runs it on one client.
    jobsDb: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    withBootLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK]);
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [BOOT_LOCK]).catch(() => undefined);
        client.release();
      }
    },
  };
}

/** Wraps an already-open PGlite (tests pass an in-memory one). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema });
  return {
    // The two drivers expose the same query builder for one schema; typed queries return the same JS types.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    jobsDb: fromPglite(client),
    // One process owns a PGlite folder (lock.ts): nothing to serialise.
    withBootLock: (work) => work(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * PGlite's Postgres with a 32 MB buffer pool instead of Postgres's 128 MB. At start its WebAssembly
 * zero-fills the whole shared memory (≈ 1 s of CPU for 150 MB, most of the start-up, and as much
 * resident memory); the bundled data, about 9 MB, fits in 32 MB three times over. Durability is
 * unchanged: this is the cache, not the write-ahead log (docs/decisions/0013-node-24-compiled-server.md).
 */
const PGLITE_START = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** PGlite stored in `dataDir`, guarded by a lock file against a second process. */
async function openPgliteDir(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(join(dir, 'pglite'), PGLITE_START);
    return { ...wrapPglite(client, unlock), folder: { path: dir, dump: () => dumpPglite(client) } };
  } catch (e) {
    unlock();
    throw e;
  }
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function openDatabase(
  env: { DATABASE_URL?: string | undefined; DATA_DIR: string },
  onError?: (err: Error) => void,
): Promise<Database> {
  return env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL, 10, onError)) : openPgliteDir(env.DATA_DIR);
}
