import type { StaffBookings } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingSearchTerms, bookings } from '../../../../../packages/server/src/db/schema/index';
import { detailsOf, seedBooking } from './staff-bookings-fixture';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};

const at = (day: number) => new Date(`2026-11-${String(day).padStart(2, '0')}T10:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'staff', 'staff');
  await seedOrganization(db, 'op', 'operator');
  await seedOrganization(db, 'deals', 'partner');
  await seedUser(db, { id: 'support', organizationId: 'staff', role: 'support', passkey: true });
  await seedUser(db, { id: 'op-owner', organizationId: 'op', role: 'owner', passkey: true });
  await seedUser(db, { id: 'deals-owner', organizationId: 'deals', role: 'owner', passkey: true });
  await seedBooking(t, 'sa1', { createdAt: at(1) });
  await seedBooking(t, 'sa2', {
    createdAt: at(2),
    details: detailsOf({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace@Navy.example',
      phone: '07700 900456',
      vehicles: [{ registration: 'XY99 ZZZ', make: 'VW', model: 'Golf', colour: 'Red' }],
    }),
    status: 'cancelled',
    partnerOrgId: 'deals',
    entryDate: '2026-12-20',
    exitDate: '2026-12-22',
  });
  await seedBooking(t, 'sa3', { createdAt: at(3), providerId: 'luton-parkway-secure', test: true });
  for (let i = 4; i <= 8; i++)
    await seedBooking(t, `sa${i}`, { createdAt: at(i), details: detailsOf({ lastName: 'Byron' }) });
  for (const id of ['support', 'op-owner', 'deals-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);

afterAll(async () => {
  await t.close();
});

async function search(query: string, who = 'support') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/console/staff/bookings?${query}`,
    headers: { cookie: cookie[who]! },
  });
  return { status: res.statusCode, body: res.json<StaffBookings>() };
}
const refs = (b: StaffBookings) => b.bookings.map((r) => r.reference);

describe('the search terms trigger', () => {
  it('writes every kind on insert, normalised', async () => {
    const rows = await t.db.database.db
      .select()
      .from(bookingSearchTerms)
      .where(eq(bookingSearchTerms.bookingId, 'sa2'));
    const terms = rows.map((r) => `${r.kind}:${r.term}`).sort();
    expect(terms).toEqual([
      'email:grace@navy.example',
      'name:grace',
      'name:grace hopper',
      'name:hopper',
      'phone:07700900456',
      'reference:cap-sa2',
      'registration:XY99ZZZ',
    ]);
  });

  it('follows a change of details: the old phone no longer finds the booking, the new one does', async () => {
    expect(refs((await search('q=07700%20900123')).body)).toContain('CAP-SA1');
    await t.db.database.db
      .update(bookings)
      .set({ details: detailsOf({ phone: '+44 20 7946 0000' }) })
      .where(eq(bookings.id, 'sa1'));
    expect(refs((await search('q=07700%20900123')).body)).not.toContain('CAP-SA1');
    expect(refs((await search('q=%2B44%2020%207946%200000')).body)).toEqual(['CAP-SA1']);
  });
});

describe('GET /console/staff/bookings', () => {
  it.each([
    ['reference, any case', 'q=cap-sa2'],
    ['email, any case', 'q=GRACE%40navy.example'],
    ['phone, any spacing', 'q=077%20009%2000456'],
    ['a name word', 'q=Hopper'],
    ['the full name', 'q=grace%20%20hopper'],
    ['registration, any spacing or case', 'q=xy99zzz'],
  ])('finds a booking by %s', async (_kind, query) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(refs(body)).toEqual(['CAP-SA2']);
    expect(body.bookings[0]).toMatchObject({
      travellerName: 'Grace Hopper',
      email: 'Grace@Navy.example',
      status: 'cancelled',
      partner: 'Org deals',
      test: false,
      amount: 3000,
    });
  });

  it('matches whole terms only and finds nothing for text no term can be', async () => {
    expect(refs((await search('q=hop')).body)).toEqual([]);
    expect(refs((await search('q=%24%25')).body)).toEqual([]);
  });

  it('filters by status, car park, partner, airport and stay entry dates', async () => {
    expect(refs((await search('status=cancelled&from=2026-12-01')).body)).toEqual(['CAP-SA2']);
    expect(refs((await search('carPark=luton-parkway-secure&from=2026-12-01')).body)).toEqual(['CAP-SA3']);
    expect((await search('carPark=luton-parkway-secure&from=2026-12-01')).body.bookings[0]!.test).toBe(true);
    expect(refs((await search('partner=deals')).body)).toEqual(['CAP-SA2']);
    expect(refs((await search('from=2026-12-15&to=2026-12-31')).body)).toEqual(['CAP-SA2']);
    expect(refs((await search('airport=stansted&from=2026-12-01')).body)).toEqual([]);
    expect(refs((await search('q=byron&status=confirmed')).body)).toHaveLength(5);
  });

  it('pages newest first with a cursor, each booking once', async () => {
    const first = await search('from=2026-12-01&limit=3');
    expect(refs(first.body)).toEqual(['CAP-SA8', 'CAP-SA7', 'CAP-SA6']);
    const seen = [...refs(first.body)];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await search(`from=2026-12-01&limit=3&cursor=${cursor}`);
      seen.push(...refs(page.body));
      cursor = page.body.nextCursor;
    }
    expect(seen).toEqual(['CAP-SA8', 'CAP-SA7', 'CAP-SA6', 'CAP-SA5', 'CAP-SA4', 'CAP-SA3', 'CAP-SA2', 'CAP-SA1']);
  });

  it('refuses bad input with a clear 400', async () => {
    expect((await search('limit=51')).status).toBe(400);
    expect((await search('cursor=nonsense')).status).toBe(400);
    expect((await search('from=2026-12-10&to=2026-12-01')).status).toBe(400);
    expect((await search('status=lost')).status).toBe(400);
  });

  it('is for our staff only: 401 signed out, 404 for operator and partner members', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/console/staff/bookings' });
    expect(out.statusCode).toBe(401);
    expect((await search('q=cap-sa2', 'op-owner')).status).toBe(404);
    expect((await search('q=cap-sa2', 'deals-owner')).status).toBe(404);
  });
});

describe('every search is on the audit log', () => {
  const searches = () =>
    t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'bookings.searched')).orderBy(auditLog.id);

  it('records one bookings.searched per request: the filters by name and the references listed, never the text', async () => {
    const before = (await searches()).length;
    expect(refs((await search('q=GRACE%40navy.example&status=cancelled')).body)).toEqual(['CAP-SA2']);
    const first = await search('from=2026-12-01&limit=3');
    await search(`from=2026-12-01&limit=3&cursor=${first.body.nextCursor}`);
    expect(refs((await search('q=nobody')).body)).toEqual([]);
    const entries = (await searches()).slice(before);
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actorId: 'support',
      organizationId: null,
      targetType: 'bookings',
      targetId: 'search',
      changes: {
        filters: { before: null, after: ['q', 'status'] },
        page: { before: null, after: 'first' },
        references: { before: null, after: ['CAP-SA2'] },
      },
    });
    expect(
      entries.slice(1).map((e) => [e.changes.filters?.after, e.changes.page?.after, e.changes.references?.after]),
    ).toEqual([
      [['from'], 'first', ['CAP-SA8', 'CAP-SA7', 'CAP-SA6']],
      [['from'], 'next', ['CAP-SA5', 'CAP-SA4', 'CAP-SA3']],
      [['q'], 'first', []],
    ]);
    // The search text and the results' names and emails are never written down.
    expect(JSON.stringify(entries)).not.toMatch(/grace|navy|hopper|nobody|lovelace|@/i);
  });

  it('records nothing for a refused search or a caller who is not staff', async () => {
    const before = (await searches()).length;
    expect((await search('q=cap-sa2&limit=51')).status).toBe(400);
    expect((await search('q=cap-sa2', 'op-owner')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/console/staff/bookings?q=cap-sa2' })).statusCode).toBe(
      401,
    );
    expect(await searches()).toHaveLength(before);
  });
});
