import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, organizationMembers, passkeys } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import {
  addMember,
  auditEntries,
  cookieRequests,
  seedMember,
  sessionCookieOf,
  signIn as signInByLink,
} from './support/accounts';
import { signIn, snapshot } from './support/console';
import { passkeyCeremonies } from './support/passkey-ceremonies';
import { type TestApp, createTestApp } from './support/test-app';
import { softwareAuthenticator } from './support/webauthn';

// A passkey's relying party must be a domain, so this app's PUBLIC_URL (and every write's Origin) is localhost.
const ORIGIN = 'http://localhost:4000';
let t: TestApp;
const keyA = softwareAuthenticator(ORIGIN);
const keyB = softwareAuthenticator(ORIGIN);
/** The admin's session opened by emailed link, and later one opened by their passkey. */
let link: string;
let byPasskey: string;

beforeAll(async () => {
  t = await createTestApp({ envOverrides: { PUBLIC_URL: ORIGIN } });
  const db = t.db.database.db;
  await seedMember(db, { email: 'admin@staff.example', org: 'staff', kind: 'staff', role: 'admin' });
  await addMember(db, { email: 'support@staff.example', organizationId: 'o-staff', role: 'support', key: 'support' });
  link = await signInByLink(t, 'admin@staff.example', ORIGIN, () => sweepOnce(t.app));
}, 120_000);
afterAll(async () => t?.close());

const { get, post } = cookieRequests(() => t.app, ORIGIN);
const ceremony = passkeyCeremonies(() => t.app, ORIGIN);
const db = () => t.db.database.db;
const sessionOf = async (token: string) => {
  const rows = await db().select().from(authSessions).where(eq(authSessions.userId, 'u-staff'));
  return rows.find((r) => decodeURIComponent(token).includes(r.token));
};
const passkeysOfAdmin = () => db().select().from(passkeys).where(eq(passkeys.userId, 'u-staff'));
const roleOf = async (memberId: string) =>
  (await db().select().from(organizationMembers).where(eq(organizationMembers.id, memberId)))[0]?.role;

describe('a staff session opened by emailed link', () => {
  it('is marked as a link sign-in; without a passkey the staff console asks for one (PASSKEY_REQUIRED)', async () => {
    expect((await sessionOf(link))?.openedBy).toBe('link');
    const res = await get('/api/v1/console/staff/bookings', link);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PASSKEY_REQUIRED');
    const me = await get('/api/v1/console/me', link);
    expect(me.json()).toMatchObject({ signInMethod: 'link', hasPasskey: false, passkeySignInRequired: false });
  });

  it("enrols the account's first passkey, and no second one (options or verification)", async () => {
    const early = await ceremony.registerOptions(link);
    expect(early.options.statusCode).toBe(200);
    const first = await ceremony.register(keyA, link, 'Laptop');
    expect(first.statusCode).toBe(200);
    const second = await ceremony.register(keyB, link);
    expect(second.statusCode).toBe(403);
    expect(second.json().error.code).toBe('PASSKEY_SIGN_IN_REQUIRED');
    // Options asked for before the first passkey existed do not let a second one in either.
    const late = await ceremony.verifyRegistration(keyB, early);
    expect(late.statusCode).toBe(403);
    expect((await passkeysOfAdmin()).map((p) => p.credentialID)).toEqual([keyA.id]);
  });

  it('is then refused on staff routes (PASSKEY_SIGN_IN_REQUIRED), and /me says to sign in with the passkey', async () => {
    const res = await get('/api/v1/console/staff/bookings', link);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'PASSKEY_SIGN_IN_REQUIRED', message: /passkey/ });
    const me = await get('/api/v1/console/me', link);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ signInMethod: 'link', hasPasskey: true, passkeySignInRequired: true });
  });

  it("is refused on better-auth's staff-organisation and passkey endpoints, and nothing changes", async () => {
    // The first passkey's notice ("A passkey was added") goes out before counting what these calls send.
    await sweepOnce(t.app);
    const before = await snapshot(db());
    const sent = t.mailer.sent.length;
    const [key] = await passkeysOfAdmin();
    const calls = [
      await get('/api/v1/auth/organization/list-members?organizationId=o-staff', link),
      await get('/api/v1/auth/organization/get-full-organization', link),
      await post('/api/v1/auth/organization/invite-member', link, {
        email: 'new@staff.example',
        role: 'support',
        organizationId: 'o-staff',
      }),
      await post('/api/v1/auth/organization/update-member-role', link, { memberId: 'm-support', role: 'admin' }),
      await post('/api/v1/auth/organization/remove-member', link, { memberIdOrEmail: 'm-support' }),
      await post('/api/v1/auth/passkey/update-passkey', link, { id: key!.id, name: 'Renamed' }),
      await post('/api/v1/auth/passkey/delete-passkey', link, { id: key!.id }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PASSKEY_SIGN_IN_REQUIRED',
        error: { code: 'PASSKEY_SIGN_IN_REQUIRED' },
      });
    }
    await sweepOnce(t.app);
    expect(await snapshot(db())).toEqual(before);
    expect(t.mailer.sent.length).toBe(sent);
  });
});

describe('a passkey sign-in (better-auth, the software authenticator)', () => {
  it('opens a staff session that works, marked with its assertion time', async () => {
    const res = await ceremony.authenticate(keyA);
    expect(res.statusCode).toBe(200);
    byPasskey = sessionCookieOf(res)!;
    expect(await sessionOf(byPasskey)).toMatchObject({ openedBy: 'passkey', passkeyVerifiedAt: t.clock.now });
    expect((await get('/api/v1/console/staff/bookings', byPasskey)).statusCode).toBe(200);
    const me = await get('/api/v1/console/me', byPasskey);
    expect(me.json()).toMatchObject({
      signInMethod: 'passkey',
      passkeySignInRequired: false,
      stepUpFreshUntil: new Date(t.clock.now.getTime() + 600_000).toISOString(),
    });
  });

  it('may add a further passkey', async () => {
    expect((await ceremony.register(keyB, byPasskey, 'Phone')).statusCode).toBe(200);
    expect(await passkeysOfAdmin()).toHaveLength(2);
  });

  it('changes a staff role only with a fresh passkey assertion (403 STEP_UP_REQUIRED, nothing changed)', async () => {
    t.clock.advanceMinutes(11);
    const before = await snapshot(db());
    const stale = await post('/api/v1/auth/organization/update-member-role', byPasskey, {
      memberId: 'm-support',
      role: 'admin',
      organizationId: 'o-staff',
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('STEP_UP_REQUIRED');
    expect(await snapshot(db())).toEqual(before);
    const { answer } = await ceremony.stepUp(keyB, byPasskey);
    expect(answer.statusCode).toBe(204);
    const fresh = await post('/api/v1/auth/organization/update-member-role', byPasskey, {
      memberId: 'm-support',
      role: 'admin',
      organizationId: 'o-staff',
    });
    expect(fresh.statusCode).toBe(200);
    expect(await roleOf('m-support')).toBe('admin');
    expect(await auditEntries(db(), 'member.role-changed')).toHaveLength(1);
  });
});

describe('idle staff sessions', () => {
  it('end 12 hours after sign-in when no request came since (401 SESSION_EXPIRED, session deleted)', async () => {
    const unused = await signIn(t.app, 'u-support');
    const used = await signIn(t.app, 'u-support');
    t.clock.advanceMinutes(11 * 60);
    expect((await get('/api/v1/console/me', used.cookie)).statusCode).toBe(200);
    t.clock.advanceMinutes(61);
    const idle = await get('/api/v1/console/me', unused.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.code).toBe('SESSION_EXPIRED');
    expect(await db().select().from(authSessions).where(eq(authSessions.id, unused.sessionId))).toHaveLength(0);
    expect((await get('/api/v1/console/me', used.cookie)).statusCode).toBe(200);
  });
});
