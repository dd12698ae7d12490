import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../packages/server/src/db/client';
import {
  accountEmails,
  auditLog,
  authSessions,
  organizationMembers,
  organizations,
  passkeys,
  users,
} from '../../packages/server/src/db/schema/index';
import { createScratchDatabase } from '../../packages/server/src/db/scratch';

const root = resolve(import.meta.dirname, '../..');
const USAGE = 'Usage: npm run create-admin -- someone@example.com, or -- --reset-passkeys someone@example.com';
const work = mkdtempSync(join(tmpdir(), 'parking-create-admin-'));

// A live deployment's settings: the command reads the server's own.
const LIVE = {
  PUBLIC_URL: 'https://parking.example',
  STRIPE_SECRET_KEY: 'sk_test_admin',
  STRIPE_WEBHOOK_SECRET: 'whsec_admin',
  SMTP_URL: 'smtp://mail.parking.example:587',
  LINK_SECRET: 'l'.repeat(40),
  AUTH_SECRET: 'a'.repeat(40),
};

/** Where the command finds its database: a scratch PostgreSQL database, else a PGlite folder. */
let target: { DATABASE_URL: string } | { DATA_DIR: string };
let drop = async () => {};

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 't');
    target = { DATABASE_URL: scratch.url };
    drop = scratch.drop;
  } else target = { DATA_DIR: join(work, 'data') };
});
afterAll(async () => {
  await drop();
  rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run create-admin -- <args>` as npm does (Node 24 with tsx), with only the given settings. */
function createAdmin(
  args: string | string[],
  database: typeof target = target,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const argv = ['--import', 'tsx', 'scripts/create-admin.ts', ...([] as string[]).concat(args)];
  const child = spawn(join(root, 'node_modules/.bin/node'), argv, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...LIVE, ...database },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((done) => child.on('close', (code) => done({ code, stdout, stderr })));
}

/** Opens the command's database (after it exited: PGlite allows one process). */
async function withDatabase<T>(use: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ DATA_DIR: join(work, 'unused'), ...target });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run create-admin', () => {
  it('refuses an address that is not one, with the usage', { timeout: 120_000 }, async () => {
    const res = await createAdmin('not-an-address');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(`"not-an-address" is not an email address. ${USAGE}`);
    expect(res.stdout).toBe('');
  });

  it('creates the first staff admin, says how to sign in, and records it', { timeout: 180_000 }, async () => {
    const res = await createAdmin('  Ops.Lead@Example.com ');
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Created ops.lead@example.com as admin of ParkCompare staff.');
    expect(res.stdout).toContain(
      'sign in at https://parking.example/console/sign-in with a link sent to ops.lead@example.com',
    );
    await withDatabase(async (db) => {
      const rows = await db
        .select({
          email: users.email,
          verified: users.emailVerified,
          role: organizationMembers.role,
          org: organizations,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ops.lead@example.com', verified: true, role: 'admin' });
      expect(rows[0]!.org).toMatchObject({ id: 'org-staff', name: 'ParkCompare staff', kind: 'staff' });
      const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'admin.created'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        organizationId: 'org-staff',
        actorKind: 'system',
        actorId: 'create-admin',
        targetType: 'user',
        changes: { email: { changed: true }, role: { before: null, after: 'admin' } },
      });
      expect(JSON.stringify(entries[0])).not.toContain('ops.lead@');
    });
  });

  it('refuses once an admin exists, in one line, and adds no one', { timeout: 180_000 }, async () => {
    const res = await createAdmin('second@example.com');
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe(
      'A staff admin already exists: an admin invites more staff from the console (Members).',
    );
    const second = await withDatabase((db) => db.select().from(users).where(eq(users.email, 'second@example.com')));
    expect(second).toEqual([]);
  });

  it('on PGlite, asks to stop the server that holds the data folder', { timeout: 120_000 }, async () => {
    const dir = join(work, 'locked');
    mkdirSync(dir, { recursive: true });
    // This test process stands in for a running server: the lock names a live process.
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    try {
      const res = await createAdmin('third@example.com', { DATA_DIR: dir });
      expect(res.code).toBe(1);
      expect(res.stderr.trim()).toBe(
        `The server is using ${dir} (PGlite allows one process): stop it, run this again, then start it.`,
      );
    } finally {
      rmSync(join(dir, 'server.lock'), { force: true });
    }
  });
});

describe('npm run create-admin -- --reset-passkeys', () => {
  it('refuses an address that is no staff member’s, and changes nothing', { timeout: 120_000 }, async () => {
    const before = await withDatabase((db) => db.select().from(auditLog));
    const res = await createAdmin(['--reset-passkeys', 'stranger@example.com']);
    expect(res.code).toBe(1);
    expect(res.stderr.trim()).toBe('No staff member has the address stranger@example.com: nothing was changed.');
    expect(await withDatabase((db) => db.select().from(auditLog))).toEqual(before);
  });

  it('deletes the admin’s passkeys and sessions, records it and queues their email', { timeout: 180_000 }, async () => {
    const userId = await withDatabase(async (db) => {
      const [user] = await db.select().from(users).where(eq(users.email, 'ops.lead@example.com'));
      const now = new Date();
      await db.insert(passkeys).values({
        id: 'lost-key',
        name: 'Lost phone',
        publicKey: 'test-public-key',
        userId: user!.id,
        credentialID: 'lost-credential',
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
        createdAt: now,
      });
      const expiresAt = new Date(now.getTime() + 86_400_000);
      await db
        .insert(authSessions)
        .values({ id: 'thief', token: 'stolen', userId: user!.id, expiresAt, createdAt: now, updatedAt: now });
      return user!.id;
    });
    const res = await createAdmin(['--reset-passkeys', ' Ops.Lead@Example.com']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Reset the passkeys of ops.lead@example.com: 1 deleted, 1 session(s) ended.');
    expect(res.stdout).toContain('sign in at https://parking.example/console/sign-in');
    await withDatabase(async (db) => {
      expect(await db.select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);
      expect(await db.select().from(authSessions).where(eq(authSessions.userId, userId))).toEqual([]);
      const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'member.passkeys-reset'));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        organizationId: 'org-staff',
        actorKind: 'system',
        actorId: 'create-admin',
        targetType: 'member',
        changes: { passkeys: { before: 1, after: 0 }, sessions: { before: 1, after: 0 } },
      });
      const [email] = await db.select().from(accountEmails).where(eq(accountEmails.kind, 'passkeys-reset'));
      expect(email).toMatchObject({ email: 'ops.lead@example.com', link: 'https://parking.example/console/sign-in' });
      // The server's job queue sends it (on PGlite, when the server starts again).
      const jobs = await db.execute(sql`select data from pgboss.job where name = 'account-email'`);
      const data = (jobs as unknown as { rows: { data: { bookingId: string } }[] }).rows.map((r) => r.data);
      expect(data).toContainEqual(expect.objectContaining({ bookingId: email!.id, reference: 'passkeys-reset' }));
    });
  });
});
