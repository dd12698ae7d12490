import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { cookiePair, linkIn, outboxFiles, requestLink, seedMember } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
const outbox = mkdtempSync(join(tmpdir(), 'parking-accounts-outbox-'));
let t: TestApp;
let orgB: string;
let link: string;
let session: string;

beforeAll(async () => {
  t = await createTestApp({ mailer: outboxMailer(outbox) });
  await seedMember(t.db.database.db, { email: 'owner@operator-a.example', org: 'a', kind: 'operator', role: 'owner' });
  ({ organizationId: orgB } = await seedMember(t.db.database.db, {
    email: 'owner@partner-b.example',
    org: 'b',
    kind: 'partner',
    role: 'owner',
  }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(outbox, { recursive: true, force: true });
});

describe('sign-in by magic link (better-auth, through the durable email jobs)', () => {
  it('emails a seeded member a link through the outbox', async () => {
    const res = await requestLink(t.app, 'owner@operator-a.example', ORIGIN);
    expect(res.statusCode).toBe(200);
    expect(outboxFiles(outbox)).toHaveLength(0);
    await sweepOnce(t.app);
    const files = outboxFiles(outbox);
    expect(files).toHaveLength(1);
    link = linkIn(outbox, files[0]!);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:4000\/api\/v1\/auth\/magic-link\/verify\?token=/);
  });

  it('signs in with the link: an HttpOnly, SameSite=Lax session cookie, and the session names the user', async () => {
    const res = await t.app.inject({ method: 'GET', url: link.slice(ORIGIN.length) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ORIGIN}/console`);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.includes('session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    session = cookiePair(cookie!);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('owner@operator-a.example');
  });

  it('refuses the same link a second time', async () => {
    const res = await t.app.inject({ method: 'GET', url: link.slice(ORIGIN.length) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('error=INVALID_TOKEN');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('session_token=');
  });

  it('answers an unknown address byte for byte as a member, and sends it nothing', async () => {
    const known = await requestLink(t.app, 'owner@operator-a.example', ORIGIN);
    const unknown = await requestLink(t.app, 'nobody@nowhere.example', ORIGIN);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    await sweepOnce(t.app);
    expect(outboxFiles(outbox)).toHaveLength(2);
  });

  it('refuses a cross-site POST', async () => {
    const signIn = await requestLink(t.app, 'owner@operator-a.example', 'https://evil.example');
    expect(signIn.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: session, 'content-type': 'application/json' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: session } });
    expect(me.json().user.email).toBe('owner@operator-a.example');
  });
});

describe("better-auth's organisation endpoints keep each organisation to its own", () => {
  it('refuses a member of A the member list of B, naming no one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/organization/list-members?organizationId=${orgB}`,
      headers: { cookie: session },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('partner-b.example');
  });

  it('lists A its own members', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/organization/list-members?organizationId=o-a',
      headers: { cookie: session },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('owner@operator-a.example');
  });
});
