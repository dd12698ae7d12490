import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../packages/server/src/db/client';
import {
  organizationMembers,
  organizations,
  partnerAccounts,
  partners,
  providers,
  users,
} from '../../packages/server/src/db/schema/index';
import { seed } from '../../packages/server/src/db/seed/index';
import { outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { outboxFiles } from './support/outbox';
import { cookiePair, linkIn, requestLink } from './support/accounts';
import { signIn } from './support/console';
import { type TestApp, createTestApp } from './support/test-app';
import { type TestDatabase, createTestDatabase } from './support/test-db';

// A live deployment's settings (docs/product-rules.md#deployments).
const LIVE = {
  PUBLIC_URL: 'https://parking.example',
  STRIPE_SECRET_KEY: 'sk_test_seed',
  STRIPE_WEBHOOK_SECRET: 'whsec_seed',
  SMTP_URL: 'smtp://mail.parking.example:587',
  LINK_SECRET: 'l'.repeat(40),
  AUTH_SECRET: 'a'.repeat(40),
};

/** Boots a server on `db` (migrate and seed, as every boot does), then stops it. */
async function boot(db: TestDatabase, envOverrides: Record<string, string> = {}): Promise<void> {
  const t = await createTestApp({ sharedDatabase: db, envOverrides });
  await t.close();
}

/** Every sample-relevant row, in a stable order, to compare two boots. */
async function snapshot(db: Db) {
  return {
    organizations: await db.select().from(organizations).orderBy(asc(organizations.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    members: await db.select().from(organizationMembers).orderBy(asc(organizationMembers.id)),
    providers: await db
      .select({ id: providers.id, organizationId: providers.organizationId })
      .from(providers)
      .orderBy(asc(providers.id)),
    partners: await db.select().from(partners).orderBy(asc(partners.key)),
    partnerAccounts: await db.select().from(partnerAccounts).orderBy(asc(partnerAccounts.organizationId)),
  };
}

/** Who is a member of what: `address organisation-id kind role`, sorted. */
async function memberships(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, org: organizations.id, kind: organizations.kind, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId));
  return rows.map((r) => `${r.email} ${r.org} ${r.kind} ${r.role}`).sort();
}

describe('seed on a local deployment', () => {
  const outbox = mkdtempSync(join(tmpdir(), 'parking-seed-outbox-'));
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    t = await createTestApp({ sharedDatabase: db, mailer: outboxMailer(outbox) });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
    rmSync(outbox, { recursive: true, force: true });
  });

  it('creates one operator organisation per company, owning its car parks', async () => {
    const rows = await db.database.db.select().from(providers).orderBy(asc(providers.id));
    expect(rows).toHaveLength(8);
    expect(rows.every((p) => p.organizationId?.startsWith('org-op-'))).toBe(true);
    const swift = rows.find((p) => p.id === 'luton-swift-meet-greet');
    expect(swift?.organizationId).toBe('org-op-swift-meet-greet');
    const operators = await db.database.db.select().from(organizations).where(eq(organizations.kind, 'operator'));
    expect(operators.map((o) => o.name).sort()).toEqual([
      'Essex Park & Ride',
      'Lulsgate Park & Ride',
      'Park & Fly',
      'Parkway Secure',
      'Premier Meet & Greet',
      'Swift Meet & Greet',
      'Terminal Valet',
      'Valet Plus',
    ]);
  });

  it('creates the sample accounts: an owner per operator, a desk member, the demo partner and two staff', async () => {
    expect(await memberships(db.database.db)).toEqual([
      'admin@parkcompare.example org-staff staff admin',
      'desk@swift-meet-greet.example org-op-swift-meet-greet operator desk',
      'owner@essex-park-ride.example org-op-essex-park-ride operator owner',
      'owner@lulsgate-park-ride.example org-op-lulsgate-park-ride operator owner',
      'owner@park-fly.example org-op-park-fly operator owner',
      'owner@parkway-secure.example org-op-parkway-secure operator owner',
      'owner@premier-meet-greet.example org-op-premier-meet-greet operator owner',
      'owner@swift-meet-greet.example org-op-swift-meet-greet operator owner',
      'owner@terminal-valet.example org-op-terminal-valet operator owner',
      'owner@valet-plus.example org-op-valet-plus operator owner',
      'partner@demo-travel-blog.example org-pt-demo-travel-blog partner owner',
      'support@parkcompare.example org-staff staff support',
    ]);
    const all = await db.database.db.select().from(users);
    expect(all.every((u) => u.emailVerified)).toBe(true);
    const [staff] = await db.database.db.select().from(organizations).where(eq(organizations.id, 'org-staff'));
    expect(staff).toMatchObject({ name: 'ParkCompare staff', kind: 'staff' });
  });

  it('gives the demo widget key to the demo partner organisation', async () => {
    const [key] = await db.database.db.select().from(partners).where(eq(partners.key, 'pk_demo_local'));
    expect(key?.organizationId).toBe('org-pt-demo-travel-blog');
    const [org] = await db.database.db.select().from(organizations).where(eq(organizations.id, key!.organizationId!));
    expect(org).toMatchObject({ name: 'Demo Travel Blog', kind: 'partner' });
  });

  it('makes the demo key a live key of a partner approved for live keys', async () => {
    const [key] = await db.database.db.select().from(partners).where(eq(partners.key, 'pk_demo_local'));
    expect(key?.mode).toBe('live');
    const [account] = await db.database.db
      .select()
      .from(partnerAccounts)
      .where(eq(partnerAccounts.organizationId, key!.organizationId!));
    expect(account?.liveApprovedAt).toBeInstanceOf(Date);
    // What the demo partner's keys page reads: it may hold the live key it owns.
    const [owner] = await db.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'partner@demo-travel-blog.example'));
    const { cookie } = await signIn(t.app, owner!.id);
    const keys = await t.app.inject({
      method: 'GET',
      url: '/api/v1/console/partner/keys',
      headers: { cookie, origin: 'http://127.0.0.1:4000' },
    });
    expect(keys.json()).toMatchObject({ liveApproved: true, keys: [expect.objectContaining({ mode: 'live' })] });
  });

  it('lets a sample owner sign in from the outbox, into their organisation', async () => {
    const origin = 'http://127.0.0.1:4000';
    expect((await requestLink(t.app, 'owner@swift-meet-greet.example', origin)).statusCode).toBe(200);
    await sweepOnce(t.app);
    const [file] = outboxFiles(outbox);
    const signedIn = await t.app.inject({ method: 'GET', url: linkIn(outbox, file!).slice(origin.length) });
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((c) => c.includes('session_token='));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/organization/list',
      headers: { cookie: cookiePair(cookie!) },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: string }[]).map((o) => o.id)).toEqual(['org-op-swift-meet-greet']);
  });

  it('changes nothing when it runs again (a second boot, then the seed itself)', async () => {
    const before = await snapshot(db.database.db);
    await boot(db);
    await seed(db.database.db, { samples: true });
    expect(await snapshot(db.database.db)).toEqual(before);
  });
});

describe('seed on a live deployment', () => {
  it(
    'creates the car parks with their owners, but no account, no staff member and no demo key',
    { timeout: 120_000 },
    async () => {
      const db = await createTestDatabase();
      try {
        await boot(db, LIVE);
        const { db: d } = db.database;
        expect(await d.select().from(users)).toEqual([]);
        expect(await d.select().from(organizationMembers)).toEqual([]);
        expect(await d.select().from(partners)).toEqual([]);
        const orgs = await d.select().from(organizations);
        expect(orgs.map((o) => o.kind)).toEqual(Array(8).fill('operator'));
        const owned = await d.select({ org: providers.organizationId }).from(providers);
        expect(owned.length).toBe(8);
        expect(owned.every((p) => orgs.some((o) => o.id === p.org))).toBe(true);
      } finally {
        await db.dispose();
      }
    },
  );

  it('removes the sample accounts and the demo key a demo database had', { timeout: 120_000 }, async () => {
    const db = await createTestDatabase();
    try {
      await boot(db);
      expect((await db.database.db.select().from(users)).length).toBe(12);
      await boot(db, LIVE);
      expect(await db.database.db.select().from(users)).toEqual([]);
      expect(await db.database.db.select().from(organizationMembers)).toEqual([]);
      expect(await db.database.db.select().from(partners).where(eq(partners.key, 'pk_demo_local'))).toEqual([]);
      expect(await db.database.db.select().from(partnerAccounts)).toEqual([]);
    } finally {
      await db.dispose();
    }
  });
});
