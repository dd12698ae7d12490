import { ApiErrorSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, organizationMembers } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { addMember, auditEntries, seedMember, signIn } from './support/accounts';
import { addPasskey, signIn as signInWithPasskey } from './support/console';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
let t: TestApp;
const s: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedMember(db, { email: 'owner@a.example', org: 'a', kind: 'operator', role: 'owner' });
  await addMember(db, { email: 'manager@a.example', organizationId: 'o-a', role: 'manager', key: 'manager' });
  await addMember(db, { email: 'desk@a.example', organizationId: 'o-a', role: 'desk', key: 'desk' });
  await seedMember(db, { email: 'admin@staff.example', org: 'staff', kind: 'staff', role: 'admin' });
  await addMember(db, { email: 'support@staff.example', organizationId: 'o-staff', role: 'support', key: 'support' });
  for (const [key, email] of Object.entries({
    owner: 'owner@a.example',
    manager: 'manager@a.example',
    desk: 'desk@a.example',
  }))
    s[key] = await signIn(t, email, ORIGIN, () => sweepOnce(t.app));
  // Staff act on the staff organisation with a passkey and a session their passkey opened (staff-factor.ts).
  for (const [key, userId] of Object.entries({ admin: 'u-staff', support: 'u-support' })) {
    await addPasskey(db, userId);
    s[key] = (await signInWithPasskey(t.app, userId)).cookie;
  }
}, 120_000);
afterAll(async () => t?.close());

const post = (who: string, action: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/auth/organization/${action}`,
    headers: { origin: ORIGIN, cookie: s[who]!, 'content-type': 'application/json' },
    payload,
  });
const roleOf = async (memberId: string) =>
  (await t.db.database.db.select().from(organizationMembers).where(eq(organizationMembers.id, memberId)))[0]?.role;

describe('the last owner (operator, partner) or admin (staff) stays', () => {
  it('refuses the only owner leaving, with a message saying what to do', async () => {
    const res = await post('owner', 'leave', { organizationId: 'o-a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LAST_OWNER', message: expect.stringContaining('only owner') });
    // The same refusal in the shape (and codes) the rest of the API uses, which the console's one client reads.
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('only owner') },
    });
    expect(ApiErrorSchema.safeParse(res.json()).success).toBe(true);
    expect(await roleOf('m-a')).toBe('owner');
  });

  it('refuses the only owner demoting themselves', async () => {
    const res = await post('owner', 'update-member-role', { memberId: 'm-a', role: 'manager', organizationId: 'o-a' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'LAST_OWNER',
      message: expect.stringContaining('make another member owner'),
    });
    expect(await roleOf('m-a')).toBe('owner');
  });

  it('refuses a manager removing the owner', async () => {
    const res = await post('manager', 'remove-member', { memberIdOrEmail: 'm-a', organizationId: 'o-a' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await roleOf('m-a')).toBe('owner');
  });

  it('refuses the only staff admin leaving or being demoted', async () => {
    const left = await post('admin', 'leave', { organizationId: 'o-staff' });
    expect(left.statusCode).toBe(400);
    expect(left.json()).toMatchObject({ code: 'LAST_OWNER', message: expect.stringContaining('only admin') });
    const demoted = await post('admin', 'update-member-role', {
      memberId: 'm-staff',
      role: 'support',
      organizationId: 'o-staff',
    });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().code).toBe('LAST_OWNER');
    expect(await roleOf('m-staff')).toBe('admin');
  });

  it('lets an admin go once another admin exists; both changes are in the audit log with before and after', async () => {
    const promoted = await post('admin', 'update-member-role', {
      memberId: 'm-support',
      role: 'admin',
      organizationId: 'o-staff',
    });
    expect(promoted.statusCode).toBe(200);
    const [changed] = await auditEntries(t.db.database.db, 'member.role-changed');
    expect(changed).toMatchObject({
      actorKind: 'staff',
      actorId: 'u-staff',
      organizationId: 'o-staff',
      targetId: 'm-support',
    });
    expect(changed?.changes).toEqual({ role: { before: 'support', after: 'admin' } });
    const left = await post('admin', 'leave', { organizationId: 'o-staff' });
    expect(left.statusCode).toBe(200);
    expect(await roleOf('m-staff')).toBeUndefined();
    expect((await auditEntries(t.db.database.db, 'member.left'))[0]).toMatchObject({
      actorId: 'u-staff',
      targetId: 'm-staff',
    });
  });
});

describe('removing a member', () => {
  it('ends all their sessions at once: their next request is refused', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: s.desk! } });
    expect(before.json().user.email).toBe('desk@a.example');
    const res = await post('owner', 'remove-member', { memberIdOrEmail: 'm-desk', organizationId: 'o-a' });
    expect(res.statusCode).toBe(200);
    expect(await t.db.database.db.select().from(authSessions).where(eq(authSessions.userId, 'u-desk'))).toHaveLength(0);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: s.desk! } });
    expect(after.json()).toBeNull();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/organization/list-members?organizationId=o-a',
      headers: { cookie: s.desk! },
    });
    expect(listed.statusCode).toBe(401);
    const [entry] = await auditEntries(t.db.database.db, 'member.removed');
    expect(entry).toMatchObject({ actorKind: 'member', actorId: 'u-a', organizationId: 'o-a', targetId: 'm-desk' });
    expect(entry?.changes).toEqual({ role: { before: 'desk', after: null } });
  });

  it("leaves the remover's own session alone", async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: s.owner! } });
    expect(me.json().user.email).toBe('owner@a.example');
  });
});
