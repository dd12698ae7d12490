import { type ChildProcess, execFile, spawn } from 'node:child_process';
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
 * What the restore clears first, in its transaction: the job queue's and the migrations' schemas, and
 * every table, view, sequence, type and function of `public` (the schema itself stays, with its owner
 * and grants); functions too, since the archive creates them again (the audit log's trigger function).
 * `pg_restore --clean` cannot do it: it drops pg-boss's partitions' inherited constraints one by one
 * and fails.
 */
const CLEAR = `SET client_min_messages = warning;
DROP SCHEMA IF EXISTS pgboss CASCADE;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE'
      ELSE 'TABLE' END AS kind, c.oid::regclass::text AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND NOT c.relispartition
  LOOP EXECUTE format('DROP %s IF EXISTS %s CASCADE', r.kind, r.name); END LOOP;
  FOR r IN SELECT t.oid::regtype::text AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')
  LOOP EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', r.name); END LOOP;
  FOR r IN SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prokind = 'f'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
  LOOP EXECUTE format('DROP FUNCTION IF EXISTS %s CASCADE', r.name); END LOOP;
END $$;
`;

/** Exit code and what a child process wrote on stderr; a missing tool as a BackupError. */
function finished(child: ChildProcess, tool: string): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT' ? new BackupError(`${tool} is not installed: install the PostgreSQL client tools.`) : err,
      ),
    );
    child.once('close', (code) => resolve({ code, stderr }));
  });
}

/**
 * `pg_restore` as SQL into `psql`, after CLEAR, in one transaction that is committed only once
 * pg_restore has written the whole archive: an archive cut short (psql would take the end of its input
 * for the end of the script) or any failed statement leaves the transaction uncommitted, so nothing changes.
 */
async function replaceFromArchive(c: ReturnType<typeof toolConnection>, file: string): Promise<void> {
  const psqlArgs = ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${c.dbname}`];
  const psql = spawn('psql', psqlArgs, { env: c.env, stdio: ['pipe', 'ignore', 'pipe'] });
  const dump = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env: c.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const applying = finished(psql, 'psql');
  // psql stopping early (a failed statement) is reported by its exit code; pg_restore's remaining output
  // is then drained so that it can finish rather than block on a full pipe.
  psql.stdin.on('error', () => undefined);
  psql.once('close', () => dump.stdout.unpipe().resume());
  psql.stdin.write(`BEGIN;\n${CLEAR}`);
  dump.stdout.pipe(psql.stdin, { end: false });
  const restored = await finished(dump, 'pg_restore');
  psql.stdin.end(restored.code === 0 ? 'COMMIT;\n' : '');
  const applied = await applying;
  if (applied.code !== 0) throw new BackupError(`psql failed, nothing was changed: ${applied.stderr.trim()}`);
  if (restored.code !== 0) throw new BackupError(`pg_restore failed, nothing was changed: ${restored.stderr.trim()}`);
}

/**
 * Replaces DATABASE_URL's tables by a `pg_dump -Fc` archive: CLEAR, then the archive, in one
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
  await replaceFromArchive(c, file);
  const database = openPostgres(url, 1);
  try {
    await database.migrate();
    return await summarise(database);
  } finally {
    await database.close();
  }
}
