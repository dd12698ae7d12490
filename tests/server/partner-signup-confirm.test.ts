import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authVerifications,
  organizationMembers,
  organizations,
  partners,
  users,
} from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { seedOrganization, seedUser } from './support/console';
import { type TestApp, createTestApp } from './support/test-app';

// Partner sign-up with an address that already has an account: that person confirms by an emailed link
// before they are made the owner of a new organisation (docs/product-rules.md, Partner keys).
const ORIGIN = 'http://127.0.0.1:4000';
const MEMBER = 'op-owner@tenancy.example';
let t: TestApp;
const db = () => t.db.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganization(db(), 'op-existing', 'operator');
  await seedUser(db(), { id: 'op-owner', organizationId: 'op-existing', role: 'owner' });
});
afterAll(() => t.close());

const body = (email: string, organisationName: string) => ({
  organisationName,
  website: 'https://deals.example/parking',
  name: 'Someone Else',
  email,
});
const post = (url: string, payload: object, origin: string | null = ORIGIN) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/partners/${url}`,
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    payload,
  });

/** The messages sent to `to` so far, once the account-email jobs ran. */
async function mailTo(to: string) {
  await sweepOnce(t.app);
  return t.mailer.sent.filter((m) => m.to === to);
}
/** The token of the newest confirmation link emailed to `to` (the page reads it from the fragment). */
async function tokenFor(to: string): Promise<string> {
  const message = (await mailTo(to)).filter((m) => /^Confirm/.test(m.subject)).at(-1)!;
  return /#confirm=([\w-]+)/.exec(message.text)![1]!;
}
const orgsNamed = async (name: string) => db().select().from(organizations).where(eq(organizations.name, name));

describe('partner sign-up with an existing account', () => {
  it('answers as for a new address, makes nothing, and sends one confirmation; confirming makes the organisation with them as owner', async () => {
    const fresh = await post('sign-up', body('brand-new@example.com', 'Fresh Deals'));
    const existing = await post('sign-up', body('OP-Owner@tenancy.example', 'Owner Deals'));
    expect([fresh.statusCode, existing.statusCode]).toEqual([201, 201]);
    const [a, b] = [fresh.json().data, existing.json().data];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toMatchObject({ email: MEMBER, allowedOrigins: a.allowedOrigins });
    expect(b.testKey).toMatch(/^pk_test_[A-Za-z0-9_-]{24}$/);

    expect(await orgsNamed('Owner Deals')).toHaveLength(0);
    expect(await db().select().from(partners).where(eq(partners.key, b.testKey))).toHaveLength(0);
    const memberships = await db().select().from(organizationMembers).where(eq(organizationMembers.userId, 'op-owner'));
    expect(memberships).toHaveLength(1);
    // Only the token's hash is stored.
    const token = await tokenFor(MEMBER);
    const stored = await db().select().from(authVerifications).where(like(authVerifications.identifier, 'partner-%'));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const sent = await mailTo(MEMBER);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Confirm your partner account for Owner Deals');
    expect(sent[0]!.text).toContain(
      'Someone asked to open a partner account for Owner Deals (https://deals.example/parking)',
    );
    expect(sent[0]!.text).toContain(`${ORIGIN}/partners#confirm=`);

    const confirmed = await post('sign-up/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ ...b, organisationName: 'Owner Deals' });
    const [org] = await orgsNamed('Owner Deals');
    expect(org).toMatchObject({ kind: 'partner', slug: 'owner-deals' });
    const members = await db()
      .select()
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org!.id));
    expect(members.map((m) => [m.userId, m.role])).toEqual([['op-owner', 'owner']]);
    expect(await db().select().from(users).where(eq(users.email, MEMBER))).toHaveLength(1);
    // The key the sign-up answered now works.
    const [key] = await db().select().from(partners).where(eq(partners.key, b.testKey));
    expect(key).toMatchObject({ organizationId: org!.id, mode: 'test', active: true });
    const audit = await db().select().from(auditLog).where(eq(auditLog.organizationId, org!.id));
    expect(audit.map((e) => e.action)).toEqual(['partner.signed-up']);
  });

  it('refuses a replayed link and makes nothing more', async () => {
    await post('sign-up', body(MEMBER, 'Replay Deals'));
    const token = await tokenFor(MEMBER);
    expect((await post('sign-up/confirm', { token })).statusCode).toBe(200);
    const replay = await post('sign-up/confirm', { token });
    expect(replay.statusCode).toBe(404);
    expect(replay.json().error.code).toBe('LINK_INVALID');
    expect(await orgsNamed('Replay Deals')).toHaveLength(1);
  });

  it('refuses a link after 24 hours, and an unknown one', async () => {
    await post('sign-up', body(MEMBER, 'Late Deals'));
    const token = await tokenFor(MEMBER);
    t.clock.advanceMinutes(24 * 60 + 1);
    const late = await post('sign-up/confirm', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('LINK_EXPIRED');
    expect(await orgsNamed('Late Deals')).toHaveLength(0);
    // Once refused as expired, it is gone.
    expect((await post('sign-up/confirm', { token })).statusCode).toBe(404);
    const unknown = await post('sign-up/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes the confirmation from our own pages only', async () => {
    await post('sign-up', body(MEMBER, 'Cross Deals'));
    const token = await tokenFor(MEMBER);
    for (const origin of ['https://evil.example', null]) {
      const res = await post('sign-up/confirm', { token }, origin);
      expect(res.statusCode).toBe(403);
    }
    expect(await orgsNamed('Cross Deals')).toHaveLength(0);
    // The token was not used up by the refused posts.
    expect((await post('sign-up/confirm', { token })).statusCode).toBe(200);
  });
});
