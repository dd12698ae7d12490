import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupEnvSchema, BackupError, backup, backupFileName, listBackups, restore } from './backup';
import { toolConnection } from './backup-postgres';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'parking-backup-'));
  dirs.push(dir);
  return dir;
};

describe('backup names and settings', () => {
  it('names backups by UTC time and kind, so that they sort by time', () => {
    const at = new Date('2026-11-25T06:30:05.123Z');
    expect(backupFileName('pglite', at)).toBe('parking-20261125T063005Z.pglite.tar.gz');
    expect(backupFileName('postgres', at)).toBe('parking-20261125T063005Z.pg.dump');
  });

  it('lists only backups, oldest first', () => {
    const dir = fresh();
    for (const f of [
      'parking-20261125T063005Z.pg.dump',
      'notes.txt',
      'parking-20260101T000000Z.pglite.tar.gz',
      'x.partial',
    ]) {
      writeFileSync(join(dir, f), '');
    }
    expect(listBackups(dir).map((f) => f.slice(dir.length + 1))).toEqual([
      'parking-20260101T000000Z.pglite.tar.gz',
      'parking-20261125T063005Z.pg.dump',
    ]);
    expect(listBackups(join(dir, 'none'))).toEqual([]);
  });

  it('reads DATA_DIR and BACKUP_DIR with defaults, and an empty DATABASE_URL as unset', () => {
    expect(BackupEnvSchema.parse({ DATABASE_URL: ' ' })).toEqual({
      DATABASE_URL: undefined,
      DATA_DIR: './data',
      BACKUP_DIR: './backups',
    });
  });

  it('keeps the password off the command line of pg_dump and pg_restore', () => {
    const c = toolConnection('postgres://app:s%40cret@db.internal:5432/parking?sslmode=require');
    expect(c.dbname).toBe('postgres://app@db.internal:5432/parking?sslmode=require');
    expect(c.env.PGPASSWORD).toBe('s@cret');
  });
});

describe('backup and restore refusals (PGlite)', () => {
  it('has nothing to back up in a folder without a database, and leaves no file behind', async () => {
    const root = fresh();
    const env = BackupEnvSchema.parse({ DATA_DIR: join(root, 'data'), BACKUP_DIR: join(root, 'backups') });
    await expect(backup(env)).rejects.toThrow(/no pglite\/PG_VERSION\): nothing to back up/);
    expect(readdirSync(join(root, 'backups'))).toEqual([]);
  });

  it('refuses a missing file, and a PostgreSQL dump where PGlite runs', async () => {
    const root = fresh();
    const env = BackupEnvSchema.parse({ DATA_DIR: join(root, 'data'), BACKUP_DIR: root });
    await expect(restore(env, 'parking-20260101T000000Z.pglite.tar.gz')).rejects.toThrow(/No backup at/);
    writeFileSync(join(root, 'parking-20260101T000000Z.pg.dump'), 'PGDMP');
    await expect(restore(env, 'parking-20260101T000000Z.pg.dump')).rejects.toThrow(
      /is a PostgreSQL backup, but DATABASE_URL is not set/,
    );
  });

  it('refuses while a server holds the data folder, touching nothing', async () => {
    const root = fresh();
    const env = BackupEnvSchema.parse({ DATA_DIR: join(root, 'data'), BACKUP_DIR: root });
    mkdirSync(join(root, 'data', 'pglite'), { recursive: true });
    // PID 1 is always alive: stands in for the running server.
    writeFileSync(join(root, 'data', 'server.lock'), '1');
    writeFileSync(join(root, 'b.pglite.tar.gz'), Buffer.from([0x1f, 0x8b, 0, 0]));
    const err = await restore(env, 'b.pglite.tar.gz').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(String(err)).toMatch(/in use by another server process \(pid 1\).*stop the server first/);
    expect(readdirSync(join(root, 'data')).sort()).toEqual(['pglite', 'server.lock']);
  });

  it('refuses an archive that is not one before touching the live database', async () => {
    const root = fresh();
    const env = BackupEnvSchema.parse({ DATA_DIR: join(root, 'data'), BACKUP_DIR: root });
    mkdirSync(join(root, 'data', 'pglite'), { recursive: true });
    writeFileSync(join(root, 'data', 'pglite', 'PG_VERSION'), '17');
    writeFileSync(join(root, 'bad.pglite.tar.gz'), 'not a backup');
    await expect(restore(env, join(root, 'bad.pglite.tar.gz'))).rejects.toThrow(/nothing was changed/);
    expect(readdirSync(join(root, 'data'))).toEqual(['pglite']);
    expect(existsSync(join(root, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
  });
});
