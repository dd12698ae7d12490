import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../packages/server/src/db/schema/index';
import { SESSION_DAYS } from '../../packages/server/src/services/accounts/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { auditEntries, cookieRequests, freshIp, seedMember, setCookies, signIn } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
const EMAIL = 'owner@operator-a.example';
let t: TestApp;
let a: { userId: string; organizationId: string };

beforeAll(async () => {
  t = await createTestApp();
  a = await seedMember(t.db.database.db, { email: EMAIL, org: 'a', kind: 'operator', role: 'owner' });
}, 120_000);
afterAll(async () => t?.close());

const signInA = () => signIn(t, EMAIL, ORIGIN, () => sweepOnce(t.app));
const { get, post } = cookieRequests(() => t.app, ORIGIN);
/** The signed-in user's address, or null when the cookie names no live session. */
const whoIs = async (cookie: string) => {
  const res = await get('/api/v1/auth/get-session', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: { email: string } } | null)?.user.email ?? null;
};

describe('sessions', () => {
  it(`last ${SESSION_DAYS} days, in an HttpOnly cookie of the same age`, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/magic-link',
      remoteAddress: freshIp(),
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { email: EMAIL, callbackURL: '/console' },
    });
    expect(res.statusCode).toBe(200);
    await sweepOnce(t.app);
    const link = /Sign in: (\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    const opened = await t.app.inject({ method: 'GET', url: link.slice(ORIGIN.length) });
    const cookie = setCookies(opened).find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_DAYS * 24 * 3600}`));
    expect(cookie).toMatch(/HttpOnly/i);
    const [row] = await t.db.database.db.select().from(authSessions).where(eq(authSessions.userId, a.userId));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(SESSION_DAYS);
  });

  it('are listed to their owner, and one can be ended from another', async () => {
    const [one, two] = [await signInA(), await signInA()];
    const list = await get('/api/v1/auth/list-sessions', one);
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { token: string; userId: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.every((s) => s.userId === a.userId)).toBe(true);
    const token = decodeURIComponent(two.split('=')[1]!).split('.')[0]!;
    const revoked = await post('/api/v1/auth/revoke-session', one, { token });
    expect(revoked.statusCode).toBe(200);
    expect(await whoIs(two)).toBeNull();
    expect(await whoIs(one)).toBe(EMAIL);
  });

  it('"sign out everywhere" ends every session of the user, and the audit log says so', async () => {
    const [one, two] = [await signInA(), await signInA()];
    const res = await post('/api/v1/auth/revoke-sessions', one);
    expect(res.statusCode).toBe(200);
    expect(await whoIs(one)).toBeNull();
    expect(await whoIs(two)).toBeNull();
    expect(await t.db.database.db.select().from(authSessions).where(eq(authSessions.userId, a.userId))).toHaveLength(0);
    const entries = await auditEntries(t.db.database.db, 'sessions.revoked');
    expect(entries.at(-1)).toMatchObject({ actorId: a.userId, organizationId: a.organizationId, targetId: a.userId });
  });

  it('a forged cookie is no session: get-session answers null, a signed-in endpoint 401, nothing crashes', async () => {
    const name = (await signInA()).split('=')[0]!;
    const forged = `${name}=${'x'.repeat(32)}.${'y'.repeat(43)}%3D`;
    expect(await whoIs(forged)).toBeNull();
    expect((await get('/api/v1/auth/list-sessions', forged)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/revoke-sessions', forged)).statusCode).toBe(401);
    expect((await get('/api/v1/auth/get-session', `${name}=%%%`)).statusCode).toBeLessThan(500);
  });

  it('an expired session is no session', async () => {
    const cookie = await signInA();
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    await t.db.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.token, token));
    expect(await whoIs(cookie)).toBeNull();
    expect((await get('/api/v1/auth/list-sessions', cookie)).statusCode).toBe(401);
  });
});
