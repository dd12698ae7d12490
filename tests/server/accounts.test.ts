import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authVerifications,
  organizationInvitations,
  organizationMembers,
} from '../../packages/server/src/db/schema/index';
import { outboxMailer } from '../../packages/server/src/services/email/transport';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { outboxFiles } from './support/outbox';
import { cookiePair, linkIn, requestLink, seedMember } from './support/accounts';
import { type TestApp, createTestApp } from './support/test-app';

const ORIGIN = 'http://127.0.0.1:4000';
const outbox = mkdtempSync(join(tmpdir(), 'parking-accounts-outbox-'));
let t: TestApp;
let orgB: string;
let link: string;
let session: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    mailer: outboxMailer(outbox),
    logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
  });
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

  it('refuses a link that has expired, and signs no one in', async () => {
    const res = await requestLink(t.app, 'owner@operator-a.example', ORIGIN);
    expect(res.statusCode).toBe(200);
    await sweepOnce(t.app);
    const newest = outboxFiles(outbox).find((f) => linkIn(outbox, f) !== link)!;
    const expired = linkIn(outbox, newest);
    await t.db.database.db.update(authVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const opened = await t.app.inject({ method: 'GET', url: expired.slice(ORIGIN.length) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/error=(INVALID|EXPIRED)_TOKEN/);
    expect(String(opened.headers['set-cookie'] ?? '')).not.toContain('session_token=');
    rmSync(join(outbox, newest));
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

/** A POST from our own pages, signed in as A's owner. */
const post = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie: session, 'content-type': 'application/json' },
    payload,
  });

describe("better-auth's organisation endpoints keep each organisation to its own", () => {
  it('refuses a member of A the member list of B, naming no one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/organization/list-members?organizationId=${orgB}`,
      headers: { cookie: session },
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('partner-b.example');
  });

  it.each([
    ['invite-member', { email: 'new@b.example', role: 'member', organizationId: 'o-b' }],
    ['update-member-role', { memberId: 'm-b', role: 'member', organizationId: 'o-b' }],
    ['remove-member', { memberIdOrEmail: 'm-b', organizationId: 'o-b' }],
  ])('refuses a member of A %s in B, and B is unchanged', async (action, payload) => {
    const res = await post(`/api/v1/auth/organization/${action}`, payload);
    // better-auth looks up the caller's membership of B first: there is none, so nothing is done.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    const [member] = await t.db.database.db.select().from(organizationMembers).where(eq(organizationMembers.id, 'm-b'));
    expect(member?.role).toBe('owner');
    const invited = await t.db.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.organizationId, 'o-b'));
    expect(invited).toHaveLength(0);
  });

  it('refuses an unknown organisation id, as list, invite or switch', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/organization/list-members?organizationId=o-nope',
      headers: { cookie: session },
    });
    expect([400, 403, 404]).toContain(list.statusCode);
    const invite = await post('/api/v1/auth/organization/invite-member', {
      email: 'x@nope.example',
      role: 'desk',
      organizationId: 'o-nope',
    });
    expect([400, 403, 404]).toContain(invite.statusCode);
    const active = await post('/api/v1/auth/organization/set-active', { organizationId: 'o-nope' });
    expect([400, 403, 404]).toContain(active.statusCode);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/get-session', headers: { cookie: session } });
    expect(me.json().session.activeOrganizationId).not.toBe('o-nope');
  });

  it("refuses a role the organisation's kind does not have", async () => {
    const res = await post('/api/v1/auth/organization/invite-member', {
      email: 'desk@a.example',
      role: 'member',
      organizationId: 'o-a',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Role member does not exist in operator organisations');
  });

  it('lets the owner of A invite a desk member to A', async () => {
    const res = await post('/api/v1/auth/organization/invite-member', {
      email: 'desk@a.example',
      role: 'desk',
      organizationId: 'o-a',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'desk@a.example', role: 'desk', organizationId: 'o-a' });
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

describe('logs', () => {
  let invitationLink: string;

  it('(an invitation is emailed, and an address is refused for asking too often)', async () => {
    await sweepOnce(t.app);
    const invitation = outboxFiles(outbox)
      .map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
      .find((text) => text.includes('Open the invitation: '));
    invitationLink = /Open the invitation: (\S+)/.exec(invitation!)![1]!;
    expect(invitationLink).toMatch(/\/console\/invitation\/[^/]+$/);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/sign-in/magic-link',
            remoteAddress: `10.1.2.${i + 1}`,
            headers: { origin: ORIGIN, 'content-type': 'application/json' },
            payload: { email: 'limited@nowhere.example', callbackURL: '/console' },
          })
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });

  it('hold neither the sign-in link, nor the invitation link, nor the session cookie, nor an address', () => {
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    const token = new URL(link).searchParams.get('token')!;
    expect(all).not.toContain(token);
    expect(all).not.toContain(invitationLink.split('/').pop()!);
    expect(all).not.toContain(session.split('=')[1]!.slice(0, 20));
    for (const address of [
      'owner@operator-a.example',
      'nobody@nowhere.example',
      'desk@a.example',
      'limited@nowhere.example',
    ])
      expect(all).not.toContain(address);
  });
});
