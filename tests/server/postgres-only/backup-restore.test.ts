import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, openPostgres } from '../../../packages/server/src/db/client';
import { createScratchDatabase } from '../../../packages/server/src/db/scratch';
import { sweepOnce } from '../../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser, signIn } from '../support/console';
import { bookHold } from '../support/demo-pay';
import { multipartForm, photo } from '../support/handovers';
import { bookAndPay, manageCall } from '../support/manage';
import { POSTGRES_ADMIN_URL } from '../support/postgres-admin';
import { type TestApp, createTestApp } from '../support/test-app';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'parking-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs `npm run backup` / `npm run restore` as the operator does: its own process, its own env. */
function runScript(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'scripts', `${name}.ts`), ...args], {
    cwd: repo,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/**
 * Every table of the app, the job queue and the migrations journal: row count and a hash of its rows.
 * Not pg-boss's `instance`: its own timers stamp it while the app runs, between snapshot and backup.
 */
async function snapshot(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute(
    sql`SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
        WHERE table_schema IN ('public', 'pgboss', 'drizzle') AND table_type = 'BASE TABLE'
          AND table_name <> 'instance' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    const res = await database.db.execute(
      sql.raw(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM ${name} t`,
      ),
    );
    const row = res.rows[0] as { n: number; h: string };
    out[name] = `${row.n} rows, ${row.h}`;
  }
  return out;
}

/** The rows the test names one by one: bookings, their money events, the email jobs. */
async function facts(database: Database) {
  const rows = async (q: string) => (await database.db.execute(sql.raw(q))).rows;
  return {
    bookings: await rows(
      'SELECT id, reference, status, paid_at IS NOT NULL AS paid FROM bookings WHERE NOT seeded ORDER BY id',
    ),
    events: await rows('SELECT id, booking_id, kind, amount, refund_status FROM booking_events ORDER BY id'),
    emails: await rows(
      `SELECT id, state, data->>'reference' AS reference, data->>'kind' AS kind FROM pgboss.job WHERE name = 'booking-email' ORDER BY id`,
    ),
    // Photos are bytea: the restored bytes must be the same bytes (md5 of the raw data, not of its text).
    photos: await rows(
      'SELECT id, content_type, length(data) AS bytes, md5(data) AS md5 FROM handover_photos ORDER BY id',
    ),
  };
}

/** A check-in with a photo, recorded by a desk member through the API, as the desk does. */
async function placeHandover(t: TestApp) {
  const db = t.db.database.db;
  const [booking] = (
    await db.execute(
      sql`SELECT reference, provider_id, details->'vehicles'->0->>'registration' AS registration FROM bookings
          WHERE status = 'confirmed' AND NOT seeded ORDER BY reference LIMIT 1`,
    )
  ).rows as { reference: string; provider_id: string; registration: string }[];
  await seedOrganization(db, 'op-backup', 'operator');
  await seedUser(db, { id: 'desk-backup', organizationId: 'op-backup', role: 'desk' });
  await db.execute(sql`UPDATE providers SET organization_id = 'op-backup' WHERE id = ${booking!.provider_id}`);
  const form = multipartForm({ kind: 'check-in', registration: booking!.registration, mileage: '100' }, [
    { data: await photo() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/console/bookings/${booking!.reference}/handovers`,
    headers: { ...form.headers, cookie: (await signIn(t.app, 'desk-backup')).cookie, origin: 'http://127.0.0.1:4000' },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
}

/**
 * Paid bookings with their emails sent, a cancellation with its refund and email, a paid booking whose
 * email is still queued, and an unpaid hold: the states a backup must keep.
 */
async function placeBookings(t: TestApp) {
  for (const entryDate of ['2026-12-01', '2026-12-03'])
    await bookAndPay(t, { criteria: { entryDate, exitDate: '2026-12-06' } });
  const { token } = await bookAndPay(t, { criteria: { entryDate: '2026-12-10', exitDate: '2026-12-12' } });
  expect((await manageCall(t, token, 'POST', 'cancel', {})).statusCode).toBe(200);
  await sweepOnce(t.app, { skipBackoff: true });
  await sweepOnce(t.app, { skipBackoff: true });
  await bookAndPay(t, { criteria: { entryDate: '2026-12-14', exitDate: '2026-12-16' } });
  await bookHold(t, { criteria: { entryDate: '2026-12-20', exitDate: '2026-12-22' } });
}

/** What the restored copy must show: every kind of row the bookings made. */
function expectEveryKind(f: Awaited<ReturnType<typeof facts>>) {
  expect(f.bookings).toHaveLength(5);
  expect(f.bookings.filter((b) => b.paid)).toHaveLength(4);
  expect(f.events.filter((e) => e.kind === 'refunded' && e.refund_status === 'done')).toHaveLength(1);
  expect(f.emails.filter((e) => e.state === 'completed').length).toBeGreaterThanOrEqual(4);
  // The last paid booking's confirmation and the check-in email are still waiting in the queue (the outbox).
  expect(
    f.emails
      .filter((e) => e.state === 'created')
      .map((e) => e.kind ?? 'confirmation')
      .sort(),
  ).toEqual(['checked-in', 'confirmation']);
  expect(f.photos).toMatchObject([{ content_type: 'image/jpeg' }]);
}

/** Places the bookings and returns the database as it then is: every row, and the facts checked. */
async function placeAndRecord(t: TestApp, database: Database) {
  await placeBookings(t);
  await placeHandover(t);
  const before = await snapshot(database);
  const beforeFacts = await facts(database);
  expectEveryKind(beforeFacts);
  return { before, beforeFacts };
}

describe('backup and restore, PGlite in DATA_DIR', () => {
  it(
    'a backup taken while the server runs, restored into a wiped folder, holds every booking, money event and queued email',
    { timeout: 400_000 },
    async () => {
      const dataDir = join(root, 'data');
      const backupDir = join(root, 'backups');
      const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir };
      const database = await openDatabase({ DATA_DIR: dataDir });
      const t = await createTestApp({ sharedDatabase: { database, dispose: () => database.close() } });
      const { before, beforeFacts } = await placeAndRecord(t, database);

      const backup = await runScript('backup', [], env);
      expect(backup.output).toMatch(/Backed up to .*parking-\d{8}T\d{6}Z\.pglite\.tar\.gz .*with \d+ bookings/);
      expect(backup.code).toBe(0);
      const [file] = readdirSync(backupDir);
      expect(statSync(join(backupDir, file!)).mode & 0o777).toBe(0o600);
      // Written after the backup: the restored copy is the moment of the backup, without it.
      await bookAndPay(t, { criteria: { entryDate: '2026-12-24', exitDate: '2026-12-26' } });

      const refused = await runScript('restore', [file!], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/stop the server first/);

      await t.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      const restored = await runScript('restore', [file!], env);
      expect(restored.output).toMatch(/Restored .*: \d+ bookings, 3 booking events/);
      expect(restored.code).toBe(0);

      const reopened = await openDatabase({ DATA_DIR: dataDir });
      try {
        expect(await facts(reopened)).toEqual(beforeFacts);
        expect(await snapshot(reopened)).toEqual(before);
      } finally {
        await reopened.close();
      }
    },
  );
});

describe('backup and restore, PostgreSQL (pg_dump -Fc, pg_restore --clean)', () => {
  it(
    'restores the database as it was at the backup, over the rows written since, and only once its servers stopped',
    { timeout: 300_000 },
    async () => {
      const scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, 'backup');
      const env = { DATABASE_URL: scratch.url, BACKUP_DIR: join(root, 'pg-backups') };
      try {
        const database = openPostgres(scratch.url, 4);
        const t = await createTestApp({ sharedDatabase: { database, dispose: () => database.close() } });
        const { before, beforeFacts } = await placeAndRecord(t, database);

        const backup = await runScript('backup', [], env);
        expect(backup.output).toMatch(/Backed up to .*parking-\d{8}T\d{6}Z\.pg\.dump/);
        expect(backup.code).toBe(0);
        const [file] = readdirSync(env.BACKUP_DIR);
        await bookAndPay(t, { criteria: { entryDate: '2026-12-24', exitDate: '2026-12-26' } });

        // A server's pool may have closed its idle connections; a client held open stands in for its workers.
        const server = new pg.Client({ connectionString: scratch.url });
        await server.connect();
        const refused = await runScript('restore', [file!], env);
        await server.end();
        expect(refused.output).toMatch(/other session\(s\) use this database/);
        expect(refused.code).toBe(1);

        await t.close();
        await database.close();
        await waitForNoSessions(scratch.url);
        // An archive cut short (a full disk, a broken copy) is refused and leaves the database as it was.
        const full = readFileSync(join(env.BACKUP_DIR, file!));
        const cut = join(root, 'cut.pg.dump');
        writeFileSync(cut, full.subarray(0, Math.floor(full.byteLength * 0.95)));
        const damaged = await runScript('restore', [cut], env);
        expect(damaged.output).toMatch(/nothing was changed/);
        expect(damaged.code).toBe(1);
        const untouched = openPostgres(scratch.url, 1);
        expect((await facts(untouched)).bookings).toHaveLength(6);
        await untouched.close();
        await waitForNoSessions(scratch.url);

        const restored = await runScript('restore', [file!], env);
        expect(restored.output).toMatch(/Restored .*: \d+ bookings, 3 booking events/);
        expect(restored.code).toBe(0);

        const reopened = openPostgres(scratch.url, 1);
        try {
          expect(await facts(reopened)).toEqual(beforeFacts);
          expect(await snapshot(reopened)).toEqual(before);
        } finally {
          await reopened.close();
        }
      } finally {
        await scratch.drop();
      }
    },
  );
});

/** pool.end() resolves before the server has seen every socket go; the restore's check would see them. */
async function waitForNoSessions(url: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    for (let i = 0; i < 100; i++) {
      const res = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (res.rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await admin.end();
  }
}
