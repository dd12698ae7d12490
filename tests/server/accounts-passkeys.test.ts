import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_NAME } from '@parking/core';
import { accountEmails, passkeys } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { auditEntries, cookieJar, cookieRequests, seedMember, sessionCookieOf, signIn } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';
import { softwareAuthenticator } from './support/webauthn';

// A passkey's relying party must be a domain: localhost, as in the browser test.
const ORIGIN = 'http://localhost:4000';
let t: TestApp;
let a: { userId: string; organizationId: string };
let sessionA: string;
const keyA = softwareAuthenticator(ORIGIN);
const keyB = softwareAuthenticator(ORIGIN);

beforeAll(async () => {
  t = await createTestApp({ envOverrides: { PUBLIC_URL: ORIGIN } });
  const db = t.db.database.db;
  a = await seedMember(db, { email: 'owner@operator-a.example', org: 'a', kind: 'operator', role: 'owner' });
  await seedMember(db, { email: 'owner@partner-b.example', org: 'b', kind: 'partner', role: 'owner' });
  sessionA = await signIn(t, 'owner@operator-a.example', ORIGIN, () => sweepOnce(t.app));
}, 120_000);
afterAll(async () => t?.close());

const { get, post } = cookieRequests(() => t.app, ORIGIN);

/** Registers the authenticator's passkey for the signed-in user of `session`, as the account page does. */
async function register(key: typeof keyA, session: string, name: string) {
  const jar = cookieJar(session);
  const options = await get('/api/v1/auth/passkey/generate-register-options', jar.header());
  expect(options.statusCode).toBe(200);
  jar.take(options);
  return post('/api/v1/auth/passkey/verify-registration', jar.header(), {
    response: key.register(options.json()),
    name,
  });
}

/** Signs in with a passkey from a browser with no session: options, then the authenticator's assertion. */
async function authenticate(key: typeof keyA, credentialId?: string) {
  const jar = cookieJar();
  const options = await get('/api/v1/auth/passkey/generate-authenticate-options', '');
  expect(options.statusCode).toBe(200);
  jar.take(options);
  const response = key.assert(options.json(), credentialId);
  return post('/api/v1/auth/passkey/verify-authentication', jar.header(), { response });
}

describe('passkeys (@better-auth/passkey, relying party localhost)', () => {
  it('offers registration options for this site, naming the signed-in user', async () => {
    const res = await get('/api/v1/auth/passkey/generate-register-options', sessionA);
    expect(res.statusCode).toBe(200);
    expect(res.json().rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(res.json().challenge).toEqual(expect.any(String));
  });

  it('refuses registration options without a session', async () => {
    expect((await get('/api/v1/auth/passkey/generate-register-options', '')).statusCode).toBe(401);
  });

  it("adds a passkey to the signed-in member's account, and the audit log says so", async () => {
    const res = await register(keyA, sessionA, 'Work laptop');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Work laptop', userId: a.userId, credentialID: keyA.id });
    const list = await get('/api/v1/auth/passkey/list-user-passkeys', sessionA);
    expect(list.json()).toEqual([expect.objectContaining({ name: 'Work laptop', credentialID: keyA.id })]);
    const [entry] = await auditEntries(t.db.database.db, 'passkey.added');
    expect(entry).toMatchObject({ actorKind: 'member', actorId: a.userId, organizationId: a.organizationId });
    expect(entry?.targetId).toBe(res.json().id);
  });

  it('emails the account holder that a passkey was added, once', async () => {
    await sweepOnce(t.app);
    const notices = t.mailer.sent.filter((m) => m.subject === `A passkey was added to your ${BRAND_NAME} account`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toBe('owner@operator-a.example');
    expect(notices[0]!.text).toContain(`Review your passkeys: ${ORIGIN}/console/account`);
    await sweepOnce(t.app);
    expect(t.mailer.sent.filter((m) => m.subject.startsWith('A passkey was added'))).toHaveLength(1);
  });

  it('emails nobody for a registration that fails (an answer to a made-up challenge)', async () => {
    const before = (await t.db.database.db.select().from(accountEmails)).length;
    const res = await post('/api/v1/auth/passkey/verify-registration', sessionA, {
      response: keyB.register({ challenge: 'made-up', rp: {} }),
      name: 'Forged',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.database.db.select().from(accountEmails)).toHaveLength(before);
  });

  it('signs in with the passkey: a session for its owner', async () => {
    const res = await authenticate(keyA);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();
    const me = await get('/api/v1/auth/get-session', cookie!);
    expect(me.json().user.email).toBe('owner@operator-a.example');
  });

  it("refuses an assertion for another account's passkey signed with a different key, and signs no one in", async () => {
    const res = await authenticate(keyB, keyA.id);
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().code).toBe('AUTHENTICATION_FAILED');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses a passkey nobody registered', async () => {
    const res = await authenticate(keyB);
    expect(res.statusCode).toBe(401);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses an answer without its challenge (replayed, or from another browser)', async () => {
    const res = await post('/api/v1/auth/passkey/verify-authentication', '', {
      response: keyA.assert({ challenge: 'made-up' }),
    });
    expect(res.statusCode).toBe(400);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it("does not let another user delete the member's passkey; its owner can, and the audit log says so", async () => {
    const [row] = await t.db.database.db.select().from(passkeys).where(eq(passkeys.userId, a.userId));
    const sessionB = await signIn(t, 'owner@partner-b.example', ORIGIN, () => sweepOnce(t.app));
    const refused = await post('/api/v1/auth/passkey/delete-passkey', sessionB, { id: row!.id });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.db.database.db.select().from(passkeys).where(eq(passkeys.id, row!.id))).toHaveLength(1);
    const deleted = await post('/api/v1/auth/passkey/delete-passkey', sessionA, { id: row!.id });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.database.db.select().from(passkeys).where(eq(passkeys.id, row!.id))).toHaveLength(0);
    const [entry] = await auditEntries(t.db.database.db, 'passkey.removed');
    expect(entry).toMatchObject({ actorId: a.userId, targetId: row!.id, organizationId: a.organizationId });
  });
});
