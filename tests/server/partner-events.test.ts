import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerFunnel, partnerRefusals, partners } from '../../packages/server/src/db/schema/index';
import { snapshot } from './support/console';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
const lines: string[] = [];
const SITE = 'https://deals.example';

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  await t.db.database.db.insert(partners).values([
    { id: 'wk_ev', key: 'pk_live_ev', name: 'Deals', allowedOrigins: [SITE, 'http://localhost:*'], mode: 'live' },
    { id: 'wk_gone', key: 'pk_gone', name: 'Gone', allowedOrigins: [SITE], active: false },
  ]);
}, 120_000);
afterAll(async () => t?.close());

type Send = { body: string; type?: string; origin?: string | null; ip?: string };
const send = ({ body, type = 'text/plain;charset=UTF-8', origin = SITE, ip = '203.0.113.9' }: Send) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/partner/events',
    payload: body,
    remoteAddress: ip,
    headers: { 'content-type': type, ...(origin === null ? {} : { origin }) },
  });

/** Every row of every table in the public schema, as text. */
async function everyRow(): Promise<string> {
  const db = t.db.database.db;
  const tables = (await db.execute(
    sql.raw(`select table_name as name from information_schema.tables
             where table_schema = 'public' and table_type = 'BASE TABLE'`),
  )) as unknown as { rows: { name: string }[] };
  let all = '';
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select t::text as r from "${name}" t`))) as unknown as {
      rows: { r: string }[];
    };
    all += rows.rows.map((r) => r.r).join('\n');
  }
  return all;
}

const counts = async () =>
  (await t.db.database.db.select().from(partnerFunnel)).map(
    (r) => `${r.day} ${r.keyId} ${r.origin} ${r.step} ${r.count}`,
  );

describe('POST /api/v1/partner/events', () => {
  it('counts each step per London day, key and origin, as text/plain (the beacon) or JSON', async () => {
    t.clock.set('2026-11-22T23:30:00Z');
    for (const s of ['loaded', 'loaded', 'searched'])
      expect((await send({ body: JSON.stringify({ k: 'pk_live_ev', s }) })).statusCode).toBe(204);
    const json = await send({ body: '{"k":"pk_live_ev","s":"results"}', type: 'application/json' });
    expect(json.statusCode).toBe(204);
    expect(json.body).toBe('');
    await send({ body: '{"k":"pk_live_ev","s":"loaded"}', origin: 'http://localhost:5173' });
    // 00:30 in London during winter is the next day (GMT); BST would be an hour ahead.
    t.clock.set('2026-11-23T00:30:00Z');
    await send({ body: '{"k":"pk_live_ev","s":"step1"}' });
    expect((await counts()).sort()).toEqual(
      [
        `2026-11-22 wk_ev ${SITE} loaded 2`,
        `2026-11-22 wk_ev ${SITE} searched 1`,
        `2026-11-22 wk_ev ${SITE} results 1`,
        '2026-11-22 wk_ev http://localhost:5173 loaded 1',
        `2026-11-23 wk_ev ${SITE} step1 1`,
      ].sort(),
    );
  });

  it('answers an unknown or revoked key 204 like any other, counting nothing', async () => {
    const before = await snapshot(t.db.database.db);
    const rowsBefore = await counts();
    for (const k of ['pk_nobody', 'pk_gone'])
      expect((await send({ body: JSON.stringify({ k, s: 'loaded' }) })).statusCode).toBe(204);
    expect(await counts()).toEqual(rowsBefore);
    expect(await t.db.database.db.select().from(partnerRefusals)).toEqual([]);
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('counts an origin the key does not allow as a refusal, not as a step', async () => {
    const rowsBefore = await counts();
    for (let i = 0; i < 2; i++)
      expect(
        (await send({ body: '{"k":"pk_live_ev","s":"loaded"}', origin: 'https://copycat.example' })).statusCode,
      ).toBe(204);
    expect(await counts()).toEqual(rowsBefore);
    const refusals = await t.db.database.db.select().from(partnerRefusals).where(eq(partnerRefusals.keyId, 'wk_ev'));
    expect(refusals).toMatchObject([{ origin: 'https://copycat.example', count: 2 }]);
  });

  it('refuses anything but exactly {k, s} (400), a body over 256 bytes (413) and a missing Origin (400)', async () => {
    const rowsBefore = await counts();
    const bad = [
      '{"k":"pk_live_ev","s":"paid"}',
      '{"k":"pk_live_ev"}',
      '{"k":"pk_live_ev","s":"loaded","email":"a@b.example"}',
      '{"k":"","s":"loaded"}',
      'k=pk_live_ev&s=loaded',
      '',
    ];
    for (const body of bad) {
      const res = await send({ body });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error.code, body).toBe('VALIDATION_FAILED');
    }
    const big = await send({ body: JSON.stringify({ k: 'pk_live_ev', s: 'loaded', pad: 'x'.repeat(300) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('The request body is too large');
    const noOrigin = await send({ body: '{"k":"pk_live_ev","s":"loaded"}', origin: null });
    expect(noOrigin.statusCode).toBe(400);
    expect(noOrigin.json().error.fields).toHaveProperty(['headers.origin']);
    expect(await counts()).toEqual(rowsBefore);
  });

  it('keeps no address: none of the tables holds the caller’s IP', async () => {
    await send({ body: '{"k":"pk_live_ev","s":"loaded"}', ip: '198.51.100.77' });
    await send({ body: '{"k":"pk_live_ev","s":"loaded"}', ip: '198.51.100.77', origin: 'https://other.example' });
    expect(await everyRow()).not.toContain('198.51.100.77');
    expect(await everyRow()).toContain('https://other.example');
    // Nor the logs: neither the address nor the body.
    await send({ body: '{"k":"pk_live_ev","s":"bogus"}', ip: '198.51.100.77' });
    expect(lines.join('\n')).not.toContain('198.51.100.77');
    expect(lines.join('\n')).not.toContain('pk_live_ev');
  });

  it('limits each address to 120 events a minute (429), not others', async () => {
    const body = '{"k":"pk_nobody","s":"loaded"}';
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await send({ body, ip: '192.0.2.50' })).statusCode;
    expect(last).toBe(429);
    expect((await send({ body, ip: '192.0.2.51' })).statusCode).toBe(204);
  });
});
