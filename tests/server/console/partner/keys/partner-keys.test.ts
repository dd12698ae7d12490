import { ApiErrorSchema, RefusalListSchema, WidgetKeyListSchema, WidgetKeySchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  partnerAccounts,
  partnerRefusals,
  partners,
} from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { criteria } from '../../../support/fixtures';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const db = () => t.db.database.db;

/** Partner "a" (owner and member) and partner "b" (owner), each with one key. */
beforeAll(async () => {
  t = await createTestApp();
  for (const org of ['pa', 'pb']) await seedOrganization(db(), org, 'partner');
  await seedUser(db(), { id: 'pa-owner', organizationId: 'pa', role: 'owner' });
  await seedUser(db(), { id: 'pa-member', organizationId: 'pa', role: 'member' });
  await seedUser(db(), { id: 'pb-owner', organizationId: 'pb', role: 'owner' });
  await db().insert(partnerAccounts).values({ organizationId: 'pa' });
  await db()
    .insert(partners)
    .values([
      { id: 'wk_pa', key: 'pk_live_pa', name: 'Blog', mode: 'live', allowedOrigins: [], organizationId: 'pa' },
      { id: 'wk_pb', key: 'pk_live_pb', name: 'B', mode: 'live', allowedOrigins: [], organizationId: 'pb' },
    ]);
  for (const id of ['pa-owner', 'pa-member', 'pb-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/console/partner/${url}`,
    headers: { origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookie[who]! } : {}) },
    ...(payload ? { payload } : {}),
  });
const keyList = async (who = 'pa-owner') => WidgetKeyListSchema.parse((await call('GET', 'keys', who)).json());
/** A widget API call from `origin` with `key`: the CORS answer says whether the browser may read it. */
const widgetCall = (key: string, origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/search/packages',
    headers: { origin, 'x-partner-key': key },
    payload: criteria(),
  });
const allowedOrigin = async (key: string, origin: string) =>
  (await widgetCall(key, origin)).headers['access-control-allow-origin'];

describe('access', () => {
  it('answers 401 signed out, 403 to a member who changes, 404 for another organisation’s key', async () => {
    expect((await call('GET', 'keys')).statusCode).toBe(401);
    expect((await call('POST', 'keys', 'pa-member', { name: 'x', mode: 'test' })).statusCode).toBe(403);
    expect((await call('PATCH', 'keys/wk_pa', 'pa-member', { name: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'keys/wk_pa/revoke', 'pa-member')).statusCode).toBe(403);
    const list = await keyList('pa-member');
    expect(list.keys.map((k) => k.id)).toEqual(['wk_pa']);
    expect(list.liveApproved).toBe(false);
    for (const [method, url, body] of [
      ['PATCH', 'keys/wk_pb', { name: 'mine now' }],
      ['POST', 'keys/wk_pb/rotate', { graceHours: 24 }],
      ['POST', 'keys/wk_pb/revoke', undefined],
    ] as const)
      expect((await call(method, url, 'pa-owner', body)).statusCode).toBe(404);
    const [b] = await db().select().from(partners).where(eq(partners.id, 'wk_pb'));
    expect(b).toMatchObject({ name: 'B', key: 'pk_live_pb', active: true });
  });
});

describe('creating keys', () => {
  it('makes a test key at once, working on localhost only', async () => {
    const res = await call('POST', 'keys', 'pa-owner', { name: ' Trial ', mode: 'test' });
    expect(res.statusCode).toBe(201);
    const key = WidgetKeySchema.parse(res.json());
    expect(key.key).toMatch(/^pk_test_[A-Za-z0-9_-]{24}$/);
    expect(key).toMatchObject({ name: 'Trial', mode: 'test', allowedOrigins: ['http://localhost:*'], active: true });
    expect(await allowedOrigin(key.key, 'http://localhost:5173')).toBe('http://localhost:5173');
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, key.id));
    expect(entry).toMatchObject({ action: 'widget-key.created', actorId: 'pa-owner', organizationId: 'pa' });
  });

  it('refuses a live key until our team approves the account, then makes one with no origins', async () => {
    const refused = await call('POST', 'keys', 'pa-owner', { name: 'Live', mode: 'live' });
    expect(refused.statusCode).toBe(409);
    const error = ApiErrorSchema.parse(refused.json()).error;
    expect(error.code).toBe('LIVE_NOT_APPROVED');
    expect(error.message).toMatch(/approval/);
    await db()
      .update(partnerAccounts)
      .set({ liveApprovedAt: new Date() })
      .where(eq(partnerAccounts.organizationId, 'pa'));
    const res = await call('POST', 'keys', 'pa-owner', { name: 'Live', mode: 'live' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mode: 'live', allowedOrigins: [], key: expect.stringMatching(/^pk_live_/) });
    expect((await keyList()).liveApproved).toBe(true);
  });

  it('refuses a nameless key or an unknown mode with a 400', async () => {
    const res = await call('POST', 'keys', 'pa-owner', { name: '  ', mode: 'sandbox' });
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('allowed origins', () => {
  it('saves the origins read with core’s rules, and names each refused entry and why', async () => {
    const bad = await call('PATCH', 'keys/wk_pa', 'pa-owner', {
      allowedOrigins: ['https://blog.example', 'blog.example', 'http://localhost:*', 'https://*.com'],
    });
    expect(bad.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(bad.json()).error;
    expect(error.message).toContain('“blog.example”: Start the address with https://');
    expect(error.message).toContain('“http://localhost:*”: Any-port localhost addresses work on test keys only');
    expect(error.message).toContain('“https://*.com”: A wildcard needs a name');
    expect(Object.keys(error.fields ?? {})).toEqual(['allowedOrigins.1', 'allowedOrigins.2', 'allowedOrigins.3']);
    expect((await keyList()).keys.find((k) => k.id === 'wk_pa')?.allowedOrigins).toEqual([]);

    const ok = await call('PATCH', 'keys/wk_pa', 'pa-owner', {
      name: 'Travel blog',
      allowedOrigins: ['https://Blog.example/', 'https://*.travel.example'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      name: 'Travel blog',
      allowedOrigins: ['https://blog.example', 'https://*.travel.example'],
    });
    expect(await allowedOrigin('pk_live_pa', 'https://blog.example')).toBe('https://blog.example');
    expect(await allowedOrigin('pk_live_pa', 'https://deals.travel.example')).toBe('https://deals.travel.example');
    expect(await allowedOrigin('pk_live_pa', 'https://travel.example')).toBeUndefined();
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'widget-key.changed'));
    expect(entry?.changes).toMatchObject({ allowedOrigins: { before: [], after: ok.json().allowedOrigins } });
  });
});

describe('rotation', () => {
  it('keeps the old key working for the chosen grace, then refuses it', async () => {
    const res = await call('POST', 'keys/wk_pa/rotate', 'pa-owner', { graceHours: 24 });
    expect(res.statusCode).toBe(200);
    const rotated = WidgetKeySchema.parse(res.json());
    expect(rotated.key).toMatch(/^pk_live_/);
    expect(rotated.key).not.toBe('pk_live_pa');
    expect(rotated.previousKeyUntil).toBe(new Date(t.clock.now.getTime() + 24 * 3_600_000).toISOString());
    expect(await allowedOrigin('pk_live_pa', 'https://blog.example')).toBe('https://blog.example');
    expect(await allowedOrigin(rotated.key, 'https://blog.example')).toBe('https://blog.example');
    t.clock.advanceMinutes(24 * 60 - 1);
    expect(await allowedOrigin('pk_live_pa', 'https://blog.example')).toBe('https://blog.example');
    t.clock.advanceMinutes(1);
    expect(await allowedOrigin('pk_live_pa', 'https://blog.example')).toBeUndefined();
    expect(await allowedOrigin(rotated.key, 'https://blog.example')).toBe('https://blog.example');
    expect((await keyList()).keys.find((k) => k.id === 'wk_pa')?.previousKeyUntil).toBeNull();
  });

  it('offers only the listed grace periods', async () => {
    expect((await call('POST', 'keys/wk_pa/rotate', 'pa-owner', { graceHours: 5 })).statusCode).toBe(400);
  });
});

describe('refused requests', () => {
  it('counts a refused origin for an existing key through CORS, and shows it only to its organisation', async () => {
    const [row] = await db().select().from(partners).where(eq(partners.id, 'wk_pa'));
    for (let i = 0; i < 2; i++) expect(await allowedOrigin(row!.key, 'https://copycat.example')).toBeUndefined();
    await allowedOrigin('pk_unknown', 'https://copycat.example');
    await vi.waitFor(async () => {
      const seen = await db().select().from(partnerRefusals).where(eq(partnerRefusals.keyId, 'wk_pa'));
      expect(seen.find((r) => r.origin === 'https://copycat.example')?.count).toBe(2);
    });
    const list = RefusalListSchema.parse((await call('GET', 'refusals', 'pa-member')).json());
    // Newest first: the apex the wildcard does not cover was refused earlier (allowed origins, above).
    expect(list.refusals).toEqual([
      expect.objectContaining({ keyId: 'wk_pa', keyName: 'Travel blog', origin: 'https://copycat.example', count: 2 }),
      expect.objectContaining({ keyId: 'wk_pa', origin: 'https://travel.example', count: 1 }),
    ]);
    expect(RefusalListSchema.parse((await call('GET', 'refusals', 'pb-owner')).json()).refusals).toEqual([]);
  });
});

describe('revocation', () => {
  it('switches the key off for good: CORS refuses it and changes answer 409', async () => {
    const res = await call('POST', 'keys/wk_pa/revoke', 'pa-owner');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, revokedAt: t.clock.now.toISOString() });
    const key = res.json().key as string;
    expect(await allowedOrigin(key, 'https://blog.example')).toBeUndefined();
    const again = await call('PATCH', 'keys/wk_pa', 'pa-owner', { name: 'Back' });
    expect(again.statusCode).toBe(409);
    expect((await call('POST', 'keys/wk_pa/rotate', 'pa-owner', { graceHours: 0 })).statusCode).toBe(409);
    const actions = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, 'wk_pa'));
    expect(actions.map((a) => a.action)).toEqual(['widget-key.changed', 'widget-key.rotated', 'widget-key.revoked']);
  });
});
