import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  type BackupSummary,
  backupPgliteFolder,
  checkPgliteArchive,
  restorePgliteFolder,
  timestampForFile,
} from './backup-pglite';
import { pgDumpTo, pgRestoreFrom } from './backup-postgres';
import { BackupError } from './backup-socket';

export { BackupError } from './backup-socket';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** The settings `npm run backup` and `npm run restore` read (the server's, plus BACKUP_DIR). */
export const BackupEnvSchema = z.object({
  DATABASE_URL: optionalText,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  BACKUP_DIR: z.string().trim().min(1).default('./backups'),
});
export type BackupEnv = z.infer<typeof BackupEnvSchema>;

/** The two kinds of backup, told apart by their file names. */
const SUFFIX = { pglite: '.pglite.tar.gz', postgres: '.pg.dump' } as const;
type Kind = keyof typeof SUFFIX;

const kindOf = (env: BackupEnv): Kind => (env.DATABASE_URL ? 'postgres' : 'pglite');

/** `parking-20261125T063000Z.pglite.tar.gz` (or `.pg.dump`): sorts by time. */
export function backupFileName(kind: Kind, now: Date): string {
  return `parking-${timestampForFile(now)}${SUFFIX[kind]}`;
}

/** The backups in `folder`, oldest first. */
export function listBackups(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder).filter(
    (f) => f.startsWith('parking-') && Object.values(SUFFIX).some((s) => f.endsWith(s)),
  );
  return names.sort().map((f) => join(folder, f));
}

/** Where a new backup goes: a folder only its owner can read, since a backup holds travellers' details. */
function prepareFolder(folder: string): string {
  const dir = resolve(folder);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Moves a finished `.partial` file into place, readable by its owner only. */
function finish(partial: string, file: string): void {
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

/**
 * Backs the database up into `folder` (default BACKUP_DIR) under a timestamped name, while the server
 * runs: PGlite's copy comes from the server's backup socket (or the folder itself when no server runs)
 * and is checked by opening it; PostgreSQL's is `pg_dump -Fc`. Returns the file and what it holds.
 */
export async function backup(
  env: BackupEnv,
  folder = env.BACKUP_DIR,
  now = new Date(),
): Promise<{ file: string; bytes: number; summary?: BackupSummary }> {
  const kind = kindOf(env);
  const file = join(prepareFolder(folder), backupFileName(kind, now));
  const partial = `${file}.partial`;
  try {
    if (env.DATABASE_URL) {
      await pgDumpTo(env.DATABASE_URL, partial);
      finish(partial, file);
      return { file, bytes: readFileSync(file).byteLength };
    }
    const archive = await backupPgliteFolder(env.DATA_DIR);
    const summary = await checkPgliteArchive(archive);
    writeFileSync(partial, archive, { mode: 0o600 });
    finish(partial, file);
    return { file, bytes: archive.byteLength, summary };
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores `file` (a path, or a name in BACKUP_DIR) over the database the env names, refusing while a
 * server uses it. A PGlite archive is opened and migrated beside the live folder before the swap, and
 * the old folder is kept; PostgreSQL's restore runs in one transaction.
 */
export async function restore(
  env: BackupEnv,
  file: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<BackupSummary & { file: string; previous?: string }> {
  const path = existsSync(file) ? resolve(file) : resolve(env.BACKUP_DIR, file);
  if (!existsSync(path)) throw new BackupError(`No backup at ${file} (nor in BACKUP_DIR ${resolve(env.BACKUP_DIR)}).`);
  const kind = kindOf(env);
  const other: Kind = kind === 'pglite' ? 'postgres' : 'pglite';
  if (basename(path).endsWith(SUFFIX[other])) {
    throw new BackupError(
      `${basename(path)} is a ${other === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup, but ${kind === 'pglite' ? 'DATABASE_URL is not set' : 'DATABASE_URL is set'}: restore it where it came from.`,
    );
  }
  if (env.DATABASE_URL) return { file: path, ...(await pgRestoreFrom(env.DATABASE_URL, path, options)) };
  return { file: path, ...(await restorePgliteFolder(env.DATA_DIR, new Uint8Array(readFileSync(path)), options.now)) };
}
