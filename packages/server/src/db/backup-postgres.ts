import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { type BackupSummary, summarise } from './backup-pglite';
import { BackupError } from './backup-socket';
import { openPostgres } from './client';

const execFileAsync = promisify(execFile);

/**
 * How pg_dump and pg_restore reach DATABASE_URL: the URL without its password, which goes in
 * PGPASSWORD instead, since a command line is visible to every user of the machine.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL client tool; its own error message (never the password) when it fails. */
async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await execFileAsync(tool, args, { env, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    const e = err as { code?: string | number; stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} is not installed: install the PostgreSQL client tools (the server's version or newer).`,
      );
    }
    throw new BackupError(`${tool} failed: ${(e.stderr || String(err)).trim()}`);
  }
}

/** `pg_dump -Fc` of DATABASE_URL into `file`: one consistent snapshot (pg_dump reads in one transaction). */
export async function pgDumpTo(url: string, file: string): Promise<void> {
  const c = toolConnection(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${c.dbname}`], c.env);
}

/** Sessions on DATABASE_URL's database other than this one: servers, workers, someone's psql. */
async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return res.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Replaces DATABASE_URL's tables by a `pg_dump -Fc` archive: `pg_restore --clean --if-exists` in one
 * transaction, so a damaged archive changes nothing; then the migrations a newer release added. Refuses
 * while other sessions use the database (running servers would write into it half-way), unless `force`.
 */
export async function pgRestoreFrom(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupSummary> {
  const c = toolConnection(url);
  // Reads the archive's table of contents: a file that is not a pg_dump archive stops here.
  await run('pg_restore', ['--list', file], c.env);
  const others = options.force ? 0 : await otherSessions(url);
  if (others > 0) {
    throw new BackupError(
      `${others} other session(s) use this database (servers still running?). A restore replaces every table: stop them first, or pass --force.`,
    );
  }
  const args = ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error'];
  await run('pg_restore', [...args, `--dbname=${c.dbname}`, file], c.env);
  const database = openPostgres(url, 1);
  try {
    await database.migrate();
    return await summarise(database);
  } finally {
    await database.close();
  }
}
