import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  organizationMembers,
  organizations,
  partnerAccounts,
  partners,
  users,
} from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { type TestApp, createTestApp } from './support/test-app';

// POST /api/v1/partners/sign-up (issue 23): organisation, owner, test key and one sign-in link.
const ORIGIN = 'http://127.0.0.1:4000';
let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  organisationName: 'Sunny Trips Blog',
  website: 'https://www.sunnytrips.example/travel',
  name: 'Sunny Owner',
  email: 'Owner@SunnyTrips.example',
  ...overrides,
});

const signUp = (payload: unknown, origin: string | null = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/partners/sign-up',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    payload: payload as object,
  });

/** The sign-in emails sent to `email` so far (after the account-email jobs ran). */
async function signInEmails(email: string) {
  await sweepOnce(t.app);
  return t.mailer.sent.filter((m) => m.to.includes(email) && /Sign in: /.test(m.text));
}

describe('partner sign-up', () => {
  it('creates the partner organisation, its owner, a test key and sends one sign-in link', async () => {
    const res = await signUp(body());
    expect(res.statusCode).toBe(201);
    const data = res.json().data as { testKey: string; allowedOrigins: string[]; email: string };
    expect(data.testKey).toMatch(/^pk_test_[A-Za-z0-9_-]{24}$/);
    expect(data).toMatchObject({
      allowedOrigins: ['http://localhost:*', 'https://www.sunnytrips.example'],
      email: 'owner@sunnytrips.example',
    });

    const [key] = await db().select().from(partners).where(eq(partners.key, data.testKey));
    expect(key).toMatchObject({ name: 'Test key', mode: 'test', active: true });
    expect(key!.id).toMatch(/^wk_/);
    const [org] = await db().select().from(organizations).where(eq(organizations.id, key!.organizationId!));
    expect(org).toMatchObject({ name: 'Sunny Trips Blog', slug: 'sunny-trips-blog', kind: 'partner' });
    const [account] = await db().select().from(partnerAccounts).where(eq(partnerAccounts.organizationId, org!.id));
    expect(account).toMatchObject({ website: 'https://www.sunnytrips.example/travel', liveApprovedAt: null });
    const [user] = await db().select().from(users).where(eq(users.email, 'owner@sunnytrips.example'));
    expect(user!.name).toBe('Sunny Owner');
    const members = await db()
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org!.id));
    expect(members.map((m) => ({ userId: m.userId, role: m.role }))).toEqual([{ userId: user!.id, role: 'owner' }]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.organizationId, org!.id));
    expect(audit.map((a) => a.action)).toEqual(['partner.signed-up']);
    expect(JSON.stringify(audit[0]!.changes)).not.toContain('owner@sunnytrips.example');

    expect(await signInEmails('owner@sunnytrips.example')).toHaveLength(1);
    await sweepOnce(t.app);
    expect(await signInEmails('owner@sunnytrips.example')).toHaveLength(1);
  });

  it('answers the same for an email that already has an account, but makes nothing until that person confirms', async () => {
    const first = await signUp(body({ email: 'twice@example.com', organisationName: 'Twice Deals' }));
    const again = await signUp(body({ email: 'TWICE@example.com', organisationName: 'Twice Deals' }));
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    const a = first.json().data;
    const b = again.json().data;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.email).toBe(a.email);
    expect(b.allowedOrigins).toEqual(a.allowedOrigins);
    expect(b.testKey).toMatch(/^pk_test_[A-Za-z0-9_-]{24}$/);
    expect(b.testKey).not.toBe(a.testKey);
    expect(await db().select().from(users).where(eq(users.email, 'twice@example.com'))).toHaveLength(1);
    // The second sign-up made no organisation and no key: it waits for the emailed confirmation.
    const slugs = (await db().select().from(organizations)).map((o) => o.slug).filter((s) => s.startsWith('twice'));
    expect(slugs).toEqual(['twice-deals']);
    expect(await db().select().from(partners).where(eq(partners.key, b.testKey))).toHaveLength(0);
    expect(await signInEmails('twice@example.com')).toHaveLength(1);
    const confirmations = t.mailer.sent.filter((m) => m.to === 'twice@example.com' && /Confirm/.test(m.subject));
    expect(confirmations).toHaveLength(1);
  });

  it('refuses bad input with a message per field, and creates nothing', async () => {
    const before = (await db().select().from(organizations)).length;
    const res = await signUp({
      organisationName: ' ',
      website: 'http://insecure.example',
      name: 'X',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toMatchObject({
      organisationName: 'Enter the name of your site or business',
      website: 'Enter your site’s address starting https://',
      name: 'Enter your name',
      email: 'Enter an email address like name@example.com',
    });
    expect((await db().select().from(organizations)).length).toBe(before);
  });

  it('accepts posts from our own pages only', async () => {
    const before = (await db().select().from(organizations)).length;
    expect((await signUp(body({ email: 'x@example.com' }), 'https://evil.example')).statusCode).toBe(403);
    expect((await signUp(body({ email: 'x@example.com' }), null)).statusCode).toBe(403);
    expect((await db().select().from(organizations)).length).toBe(before);
  });
});
