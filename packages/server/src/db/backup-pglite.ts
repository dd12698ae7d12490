import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { dumpPglite } from './backup-dump';
import { BackupError, requestBackup } from './backup-socket';
import { type Database, wrapPglite } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

/** What a backup holds, counted when it is checked: enough for the operator to recognise it. */
export type BackupSummary = { bookings: number; bookingEvents: number; jobs: number };

/** Counts the rows that matter in an open, migrated database. */
export async function summarise(database: Database): Promise<BackupSummary> {
  const count = async (table: string) => {
    const rows = (await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows as {
      n: number;
    }[];
    return Number(rows[0]?.n ?? 0);
  };
  const jobs = await database.db.execute(sql.raw(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`));
  const hasJobs = (jobs.rows as { present: boolean }[])[0]?.present === true;
  return {
    bookings: await count('bookings'),
    bookingEvents: await count('booking_events'),
    jobs: hasJobs ? await count('pgboss.job') : 0,
  };
}

/** Opens an archive in `dataDir` (or in memory), migrates it, and counts what it holds. */
async function openArchive(archive: Uint8Array, dataDir?: string): Promise<BackupSummary> {
  if (archive[0] !== 0x1f || archive[1] !== 0x8b) throw new Error('not a gzipped PGlite data folder');
  const options = { loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>]) };
  const client = await (dataDir ? PGlite.create(dataDir, options) : PGlite.create(options));
  const database = wrapPglite(client);
  try {
    await database.migrate();
    return await summarise(database);
  } finally {
    await database.close();
  }
}

/** Proves an archive opens and migrates (in memory), and counts what it holds; a BackupError if not. */
export async function checkPgliteArchive(archive: Uint8Array): Promise<BackupSummary> {
  try {
    return await openArchive(archive);
  } catch (err) {
    throw new BackupError(`The archive is not a usable PGlite backup: ${String(err)}`);
  }
}

/**
 * A consistent copy of the PGlite database in `dataDir`: from the running server over its backup
 * socket when one holds the folder, otherwise by opening the folder under its lock.
 */
export async function backupPgliteFolder(dataDir: string): Promise<Uint8Array> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(`There is no database in ${dir} (no pglite/PG_VERSION): nothing to back up.`);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) return requestBackup(dir);
    throw err;
  }
  try {
    const client = await PGlite.create(join(dir, 'pglite'));
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** `2026-11-25T06:30:00.000Z` → `20261125T063000Z`: sorts by time and is safe in a file name. */
export const timestampForFile = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** `path`, or `path-2`, `path-3`… when it is taken (two restores in one second). */
function freeName(path: string): string {
  let name = path;
  for (let n = 2; existsSync(name); n++) name = `${path}-${n}`;
  return name;
}

/**
 * Replaces the database in `dataDir` by `archive`. Refuses while a server holds the folder. The archive
 * is unpacked beside the live database and must open and migrate there before anything is swapped;
 * the old database is then kept as `pglite.before-restore-<time>`, so a bad archive loses nothing.
 */
export async function restorePgliteFolder(
  dataDir: string,
  archive: Uint8Array,
  now = new Date(),
): Promise<BackupSummary & { previous?: string }> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(`${err.message} A restore replaces the whole database: stop the server first.`);
  }
  try {
    const staging = join(dir, 'pglite.restoring');
    rmSync(staging, { recursive: true, force: true });
    let summary: BackupSummary;
    try {
      summary = await openArchive(archive, staging);
    } catch (err) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(`The archive is not a usable PGlite backup, nothing was changed: ${String(err)}`);
    }
    const live = join(dir, 'pglite');
    const previous = existsSync(live)
      ? freeName(join(dir, `pglite.before-restore-${timestampForFile(now)}`))
      : undefined;
    if (previous) renameSync(live, previous);
    renameSync(staging, live);
    return { ...summary, ...(previous ? { previous } : {}) };
  } finally {
    unlock();
  }
}
