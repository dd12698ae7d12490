import { BRAND_NAME } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  organizationInvitations,
  organizationMembers,
  organizations,
  users,
} from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { auditEntries, cookieRequests, freshIp, seedMember, sessionCookieOf, signIn } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
let t: TestApp;
let owner: string;
let a: { userId: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  a = await seedMember(db, { email: 'owner@operator-a.example', org: 'a', kind: 'operator', role: 'owner' });
  await db.update(users).set({ name: 'Olivia Owner' }).where(eq(users.id, a.userId));
  await db.update(organizations).set({ name: 'Harbour Parking' }).where(eq(organizations.id, a.organizationId));
  await seedMember(db, { email: 'owner@partner-b.example', org: 'b', kind: 'partner', role: 'owner' });
  owner = await signIn(t, 'owner@operator-a.example', ORIGIN, () => sweepOnce(t.app));
}, 120_000);
afterAll(async () => t?.close());

const drain = () => sweepOnce(t.app);
const { get, post } = cookieRequests(() => t.app, ORIGIN);
const invite = (email: string, role: string) =>
  post('/api/v1/auth/organization/invite-member', owner, { email, role, organizationId: a.organizationId });
const membersOfA = () =>
  t.db.database.db.select().from(organizationMembers).where(eq(organizationMembers.organizationId, a.organizationId));

describe('invitations', () => {
  let invitationId: string;

  it('emails the invitee who invited them, to which organisation, as what, and that it lasts 7 days', async () => {
    const res = await invite('new.desk@example.com', 'desk');
    expect(res.statusCode).toBe(200);
    invitationId = res.json().id;
    const days = (new Date(res.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    await drain();
    const email = t.mailer.sent.find((m) => m.to === 'new.desk@example.com')!;
    expect(email.subject).toBe(`Olivia Owner invited you to Harbour Parking on ${BRAND_NAME}`);
    expect(email.text).toContain('Olivia Owner invited you to join Harbour Parking');
    expect(email.text).toContain('as desk');
    expect(email.text).toContain('expires in 7 days');
    expect(email.text).toContain(`${ORIGIN}/console/invitation/${invitationId}`);
    const [entry] = await auditEntries(t.db.database.db, 'member.invited');
    expect(entry).toMatchObject({ actorId: a.userId, organizationId: a.organizationId, targetId: invitationId });
    expect(entry?.changes).toEqual({ role: { before: null, after: 'desk' }, email: { changed: true } });
  });

  it('lets an invitee without an account sign in by magic link and accept: a desk member of A', async () => {
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/magic-link',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { email: 'new.desk@example.com', callbackURL: `/console/invitation/${invitationId}` },
    });
    expect(requested.statusCode).toBe(200);
    await drain();
    const message = t.mailer.sent.filter((m) => m.to === 'new.desk@example.com').at(-1)!;
    const link = /Sign in: (\S+)/.exec(message.text)![1]!;
    const opened = await t.app.inject({ method: 'GET', url: link.slice(ORIGIN.length) });
    const session = sessionCookieOf(opened)!;
    expect(session).toBeDefined();
    const shown = await get(`/api/v1/auth/organization/get-invitation?id=${invitationId}`, session);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      organizationName: 'Harbour Parking',
      role: 'desk',
      inviterEmail: expect.any(String),
    });
    const accepted = await post('/api/v1/auth/organization/accept-invitation', session, { invitationId });
    expect(accepted.statusCode).toBe(200);
    expect((await membersOfA()).find((m) => m.role === 'desk')).toBeDefined();
    const [entry] = await auditEntries(t.db.database.db, 'invitation.accepted');
    expect(entry).toMatchObject({ organizationId: a.organizationId, targetId: invitationId });
    expect(entry?.actorId).not.toBe(a.userId);
  });

  it('lets an invitee decline: nobody joins, and the audit log says so', async () => {
    const id = (await invite('declines@example.com', 'manager')).json().id as string;
    await drain();
    const session = await signIn(t, 'declines@example.com', ORIGIN, drain);
    const res = await post('/api/v1/auth/organization/reject-invitation', session, { invitationId: id });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, id));
    expect(row?.status).toBe('rejected');
    expect((await membersOfA()).map((m) => m.role).sort()).toEqual(['desk', 'owner']);
    expect(await auditEntries(t.db.database.db, 'invitation.rejected')).toHaveLength(1);
  });

  it('refuses an expired invitation with 410 INVITATION_EXPIRED, and nothing changes', async () => {
    const id = (await invite('owner@partner-b.example', 'manager')).json().id as string;
    await t.db.database.db
      .update(organizationInvitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(organizationInvitations.id, id));
    const invitee = await signIn(t, 'owner@partner-b.example', ORIGIN, drain);
    for (const action of ['accept-invitation', 'reject-invitation']) {
      const res = await post(`/api/v1/auth/organization/${action}`, invitee, { invitationId: id });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'INVITATION_EXPIRED', message: expect.stringContaining('expired') });
    }
    const [row] = await t.db.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, id));
    expect(row?.status).toBe('pending');
    expect((await membersOfA()).some((m) => m.userId === 'u-b')).toBe(false);
  });

  it('refuses an invitation to anyone but its recipient', async () => {
    const id = (await invite('someone.else@example.com', 'desk')).json().id as string;
    const stranger = await signIn(t, 'owner@partner-b.example', ORIGIN, drain);
    const res = await post('/api/v1/auth/organization/accept-invitation', stranger, { invitationId: id });
    expect(res.statusCode).toBe(403);
    expect((await membersOfA()).some((m) => m.userId === 'u-b')).toBe(false);
  });

  it('cancels an invitation before its email goes: nothing is sent, and the audit log says so', async () => {
    const id = (await invite('cancelled@example.com', 'desk')).json().id as string;
    const res = await post('/api/v1/auth/organization/cancel-invitation', owner, { invitationId: id });
    expect(res.statusCode).toBe(200);
    await drain();
    expect(t.mailer.sent.filter((m) => m.to === 'cancelled@example.com')).toHaveLength(0);
    const [row] = await t.db.database.db
      .select()
      .from(organizationInvitations)
      .where(and(eq(organizationInvitations.id, id), eq(organizationInvitations.status, 'canceled')));
    expect(row).toBeDefined();
    expect((await auditEntries(t.db.database.db, 'invitation.cancelled'))[0]).toMatchObject({ targetId: id });
  });

  it('sends no link, and so makes no account, for an address nobody invited', async () => {
    await t.app.accounts.api.signInMagicLink({
      body: { email: 'uninvited@example.com', callbackURL: '/console' },
      headers: new Headers({ origin: ORIGIN }),
    });
    await drain();
    expect(t.mailer.sent.filter((m) => m.to === 'uninvited@example.com')).toHaveLength(0);
    expect(await t.db.database.db.select().from(users).where(eq(users.email, 'uninvited@example.com'))).toHaveLength(0);
  });
});
