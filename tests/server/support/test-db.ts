import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Database, openPostgres, wrapPglite } from '../../../packages/server/src/db/client';
import { MIGRATIONS_FOLDER } from '../../../packages/server/src/paths';
import { createScratchDatabase } from '../../../packages/server/src/db/scratch';

/** A database for one test file, and how to throw it away. */
export type TestDatabase = { database: Database; dispose: () => Promise<void> };

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const path = join(MIGRATIONS_FOLDER, f);
    if (f.endsWith('.sql') || f.endsWith('.json')) hash.update(f).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite runs initdb on every fresh instance (≈5 s here), so the first test file migrates one and
 * dumps its data folder to tmp; every other file loads that dump (≈1 s).
 */
async function pgliteFromTemplate(): Promise<PGlite> {
  const file = join(tmpdir(), `parking-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const fresh = await PGlite.create();
    await wrapPglite(fresh).migrate();
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
  }
  return PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
}

/** A fresh PostgreSQL database (CREATE DATABASE t_<random>) on TEST_DATABASE_URL's server, dropped after. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(adminUrl, 't');
  // Small pools: test files run in parallel and PostgreSQL allows 100 connections by default.
  const database = openPostgres(scratch.url, 8);
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** PostgreSQL when TEST_DATABASE_URL is set (CI), otherwise in-memory PGlite from a migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return freshPostgres(url);
  const database = wrapPglite(await pgliteFromTemplate());
  return { database, dispose: () => database.close() };
}
