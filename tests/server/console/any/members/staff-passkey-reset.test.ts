import { BRAND_NAME } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEmails,
  auditLog,
  authSessions,
  passkeys,
  users,
} from '../../../../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../../../../packages/server/src/services/sweeper';
import { seedUser, signIn, snapshot } from '../../../support/console';
import { consoleCall, seedAdminWorld } from '../../../support/staff-admin';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
let cookies: Record<string, string> = {};
const call = (...args: Parameters<ReturnType<typeof consoleCall>>) => consoleCall(() => t, cookies)(...args);
const db = () => t.db.database.db;
const reset = (memberId: string, who: string | undefined, body: Record<string, unknown> = { reason: 'Lost phone' }) =>
  call('POST', `staff/members/${memberId}/reset-passkeys`, who, body);

/** The passkeys, sessions, account emails and audit entries: a refused reset changes none. */
const watched = async () =>
  JSON.stringify([
    await snapshot(db()),
    // Which sessions exist (an admitted request writes its own session's last-seen time and organisation).
    (await db().select({ id: authSessions.id }).from(authSessions)).map((r) => r.id).sort(),
    await db().select().from(accountEmails),
    (await db().select().from(auditLog)).length,
  ]);

beforeAll(async () => {
  t = await createTestApp();
  cookies = await seedAdminWorld(t);
  // A second support member, signed in on two devices, who lost their passkey.
  await seedUser(db(), { id: 'lost', organizationId: 'staff', role: 'support', passkey: true });
  cookies.lost = (await signIn(t.app, 'lost')).cookie;
  cookies['lost-tablet'] = (await signIn(t.app, 'lost')).cookie;
}, 120_000);
afterAll(async () => t?.close());

describe('a staff admin resets another staff member’s passkeys', () => {
  it('refuses support (403), an operator or partner (404), signed out (401), and changes nothing', async () => {
    const before = await watched();
    const support = await reset('m-lost-staff', 'support');
    expect(support.statusCode).toBe(403);
    expect(support.json().error.code).toBe('FORBIDDEN');
    for (const who of ['op-owner', 'deals-owner']) expect((await reset('m-lost-staff', who)).statusCode).toBe(404);
    expect((await reset('m-lost-staff', undefined)).statusCode).toBe(401);
    expect(await watched()).toEqual(before);
  });

  it('answers 404 for a member of another organisation or none, 409 for the admin’s own, 400 without a reason', async () => {
    const before = await watched();
    expect((await reset('m-op-owner-op', 'admin')).statusCode).toBe(404);
    expect((await reset('m-nobody', 'admin')).statusCode).toBe(404);
    const own = await reset('m-admin-staff', 'admin');
    expect(own.statusCode).toBe(409);
    expect(own.json().error.message).toMatch(/another staff admin/);
    const bare = await reset('m-lost-staff', 'admin', {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error.fields).toHaveProperty('reason');
    expect(await watched()).toEqual(before);
  });

  it('needs a fresh passkey confirmation (step-up) on a passkey session; refuses a link session; changes nothing', async () => {
    await seedUser(db(), { id: 'admin2', organizationId: 'staff', role: 'admin', passkey: true });
    const stale = new Date(t.clock.now.getTime() - 11 * 60_000);
    cookies['admin2-stale'] = (await signIn(t.app, 'admin2', { verifiedAt: stale })).cookie;
    cookies['admin2-link'] = (await signIn(t.app, 'admin2', { openedBy: 'link' })).cookie;
    const before = await watched();
    const late = await reset('m-lost-staff', 'admin2-stale');
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('STEP_UP_REQUIRED');
    const link = await reset('m-lost-staff', 'admin2-link');
    expect(link.statusCode).toBe(403);
    expect(link.json().error.code).toBe('PASSKEY_SIGN_IN_REQUIRED');
    expect(await watched()).toEqual(before);
    await sweepOnce(t.app);
    expect(t.mailer.sent.filter((m) => m.subject.includes('were reset'))).toEqual([]);
  });

  it('deletes every passkey, ends every session, audits it and emails the account holder', async () => {
    const res = await reset('m-lost-staff', 'admin', { reason: 'Phone lost on holiday' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ passkeysRemoved: 1, sessionsEnded: 2 });
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, 'lost'))).toEqual([]);
    expect(await db().select().from(authSessions).where(eq(authSessions.userId, 'lost'))).toEqual([]);
    for (const who of ['lost', 'lost-tablet']) expect((await call('GET', 'me', who)).statusCode).toBe(401);
    // The admin's own session and passkey are untouched.
    expect((await call('GET', 'me', 'admin')).statusCode).toBe(200);
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, 'admin'))).toHaveLength(1);

    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'member.passkeys-reset'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      organizationId: 'staff',
      actorKind: 'staff',
      actorId: 'admin',
      targetType: 'member',
      targetId: 'm-lost-staff',
      changes: {
        passkeys: { before: 1, after: 0 },
        sessions: { before: 2, after: 0 },
        reason: { before: null, after: 'Phone lost on holiday' },
      },
    });
    expect(entries[0]!.requestId).toEqual(expect.any(String));

    await sweepOnce(t.app);
    const [lost] = await db().select().from(users).where(eq(users.id, 'lost'));
    const mail = t.mailer.sent.filter((m) => m.to === lost!.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your passkeys for ${BRAND_NAME} were reset`);
    expect(mail[0]!.text).toContain('you were signed out everywhere');
    expect(mail[0]!.text).toContain('Sign in: http://127.0.0.1:4000/console/sign-in');
    const [row] = await db()
      .select()
      .from(accountEmails)
      .where(and(eq(accountEmails.email, lost!.email), eq(accountEmails.kind, 'passkeys-reset')));
    expect(row).toMatchObject({ link: null, sentAt: expect.any(Date) });
  });

  it('a second reset of a member with nothing left still records and tells them', async () => {
    const res = await reset('m-lost-staff', 'admin', { reason: 'Asked again' });
    expect(res.json()).toEqual({ passkeysRemoved: 0, sessionsEnded: 0 });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'member.passkeys-reset'))).toHaveLength(2);
  });
});
