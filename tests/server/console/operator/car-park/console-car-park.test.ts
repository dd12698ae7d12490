import { type CarParkListing, type CarParkSettings, type ListingPhotos, SearchResultsSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, providerPhotos, providers } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn, snapshot } from '../../../support/console';
import { criteria } from '../../../support/fixtures';
import { type FilePart, multipartForm, photo } from '../../../support/handovers';
import { type TestApp, createTestApp } from '../../../support/test-app';

// Both nodes keep the catalog (5 s) and search answers (1 s) as in production (decision 0006); the test app
// turns caches off.
const CACHES = { cache: { statsMs: 0 } };
let t: TestApp;
let other: TestApp;
const cookie: Record<string, string> = {};
const PARK = 'luton-park-and-fly';
const RIVAL = 'luton-swift-meet-greet';

const listing: CarParkListing = {
  name: 'Park & Fly Luton Plus',
  description: 'Fenced, lit and staffed all night.',
  features: ['CCTV', 'Staffed 24 hours'],
  transferMinutes: 7,
  arrivalInstructions: ['Follow the signs for Long Stay', 'Ring the bell at the barrier'],
  returnInstructions: ['Call us once through passport control'],
  phone: '01632 960199',
  bookingsEmail: 'desk@parkandfly.example',
};

/** Operator "a" runs PARK (owner, manager and desk); operator "b" runs RIVAL. */
async function seed(): Promise<void> {
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  for (const role of ['owner', 'manager', 'desk'])
    await seedUser(db, { id: `a-${role}`, organizationId: 'op-a', role });
  await seedUser(db, { id: 'b-owner', organizationId: 'op-b', role: 'owner' });
  await db.update(providers).set({ organizationId: 'op-a' }).where(eq(providers.id, PARK));
  await db.update(providers).set({ organizationId: 'op-b' }).where(eq(providers.id, RIVAL));
  for (const id of ['a-owner', 'a-manager', 'a-desk', 'b-owner']) cookie[id] = (await signIn(t.app, id)).cookie;
}

beforeAll(async () => {
  t = await createTestApp(CACHES);
  other = await createTestApp({ ...CACHES, sharedDatabase: t.db });
  await seed();
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});
afterEach(() => vi.useRealTimers());

const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: { cookie: cookie[who]! } });
const put = (park: string, who: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/console/car-parks/${park}/listing`,
    headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
    payload: payload as object,
  });
const searchName = async (app: TestApp, id: string) => {
  const res = await app.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria() });
  return SearchResultsSchema.parse(res.json()).data.quotes.find((q) => q.provider.id === id)?.provider.name;
};

describe('GET /api/v1/console/car-parks/:id', () => {
  it('shows every member their car park’s listing, photos and what the preview needs', async () => {
    for (const who of ['a-owner', 'a-manager', 'a-desk']) {
      const res = await get(`/api/v1/console/car-parks/${PARK}`, who);
      expect(res.statusCode, who).toBe(200);
      const s: CarParkSettings = res.json();
      expect(s).toMatchObject({
        id: PARK,
        airport: 'London Luton Airport',
        type: 'park-ride',
        pricePerDay: 899,
        photos: [],
      });
      expect(s.listing).toMatchObject({ name: 'Park & Fly Luton', phone: '01632 960102', bookingsEmail: null });
    }
  });

  it("answers 404 for another organisation's car park and one that does not exist", async () => {
    for (const [park, who] of [
      [RIVAL, 'a-owner'],
      [PARK, 'b-owner'],
      ['no-such-park', 'a-desk'],
    ] as const) {
      const res = await get(`/api/v1/console/car-parks/${park}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Car park not found' });
    }
  });
});

describe('PUT /api/v1/console/car-parks/:id/listing', () => {
  it('refuses the desk role (403) and another organisation (404), changing nothing', async () => {
    const before = await snapshot(t.db.database.db);
    expect((await put(PARK, 'a-desk', listing)).statusCode).toBe(403);
    expect((await put(PARK, 'b-owner', listing)).statusCode).toBe(404);
    expect((await put(RIVAL, 'a-owner', listing)).statusCode).toBe(404);
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('refuses a bad phone, an empty name and a negative transfer time beside each field, changing nothing', async () => {
    const before = await snapshot(t.db.database.db);
    const cases: [Partial<CarParkListing>, string, string][] = [
      [{ phone: '12345' }, 'phone', 'Enter a UK phone number, like 01632 960301'],
      [{ name: '   ' }, 'name', 'Enter the car park’s name'],
      [{ transferMinutes: -3 }, 'transferMinutes', 'Enter a transfer time of 0 minutes or more'],
      [{ bookingsEmail: 'not-an-address' }, 'bookingsEmail', 'Enter an email address like name@example.com'],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(PARK, 'a-manager', { ...listing, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('lets a manager change the listing, audited field by field, and search shows it on every node within 5 s', async () => {
    const oldName = await searchName(other, PARK);
    expect(oldName).toBe('Park & Fly Luton');
    vi.useFakeTimers({ toFake: ['Date'] });
    const res = await put(PARK, 'a-manager', listing);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CarParkSettings).listing).toEqual(listing);
    // The node that took the change drops its copy at once; the other keeps its copy for at most 5 s.
    expect(await searchName(t, PARK)).toBe(listing.name);
    expect(await searchName(other, PARK)).toBe(oldName);
    vi.setSystemTime(Date.now() + 5_000);
    expect(await searchName(other, PARK)).toBe(listing.name);
    const provider = (await other.app.inject({ method: 'GET', url: `/api/v1/providers/${PARK}` })).json().data;
    expect(provider).toMatchObject({ phone: '01632 960199', transferMinutes: 7, features: listing.features });

    const [entry] = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'listing.changed'));
    expect(entry).toMatchObject({ actorId: 'a-manager', organizationId: 'op-a', targetId: PARK });
    expect(entry!.changes.name).toEqual({ before: 'Park & Fly Luton', after: listing.name });
    expect(entry!.changes.bookingsEmail).toEqual({ before: null, after: 'desk@parkandfly.example' });
  });

  it('writes nothing when nothing changed, and an owner may clear the bookings email', async () => {
    const before = await snapshot(t.db.database.db);
    expect((await put(PARK, 'a-owner', listing)).statusCode).toBe(200);
    expect(await snapshot(t.db.database.db)).toEqual(before);
    const res = await put(PARK, 'a-owner', { ...listing, bookingsEmail: null });
    expect((res.json() as CarParkSettings).listing.bookingsEmail).toBeNull();
    const entries = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'listing.changed'));
    expect(entries.at(-1)!.changes).toEqual({ bookingsEmail: { before: 'desk@parkandfly.example', after: null } });
  });
});

describe('listing photos', () => {
  const upload = (who: string, alt: string, files: FilePart[], park = PARK) => {
    const form = multipartForm({ alt }, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/console/car-parks/${park}/photos`,
      headers: { ...form.headers, cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
      payload: form.payload,
    });
  };
  const photoRows = () => t.db.database.db.select().from(providerPhotos).where(eq(providerPhotos.providerId, PARK));

  it('adds a photo re-encoded without its metadata, served publicly and cached as immutable', async () => {
    // Past any copy an earlier test's clock left, the other node reads its catalog afresh now.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await searchName(other, PARK);
    const source = await photo(64, 48, { gps: true });
    const exif = Buffer.from('Exif\0\0');
    expect(source.includes(exif)).toBe(true);
    const res = await upload('a-manager', 'The entrance barrier', [{ data: source }]);
    expect(res.statusCode, res.body).toBe(201);
    const [added] = (res.json() as ListingPhotos).photos;
    expect(added).toMatchObject({ alt: 'The entrance barrier', width: 64, height: 48 });
    const served = await other.app.inject({ method: 'GET', url: added!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The upload carried EXIF with a GPS position; what travellers get has no EXIF block at all.
    expect(served.rawPayload.includes(exif)).toBe(false);
    // The first photo replaces the standard picture in search results, on every node within 5 s.
    vi.setSystemTime(Date.now() + 5_000);
    const res2 = await other.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria() });
    const quote = SearchResultsSchema.parse(res2.json()).data.quotes.find((q) => q.provider.id === PARK);
    expect(quote!.provider.imageUrl).toBe(added!.url);
    const [entry] = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'listing.photo-added'));
    expect(entry!.changes.photo!.after).toMatchObject({ id: added!.id, alt: 'The entrance barrier' });
  });

  it('refuses a 6 MB photo, a script named .jpg, no alt text, the desk and another organisation, storing nothing', async () => {
    const before = await snapshot(t.db.database.db);
    const rows = (await photoRows()).length;
    const big = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    const script = { data: Buffer.from('#!/bin/sh\nrm -rf /\n'), filename: 'car.jpg', type: 'image/jpeg' };
    const cases = [
      [await upload('a-owner', 'Big', [{ data: big }]), 400, 'UPLOAD_TOO_LARGE', 'photo'],
      [await upload('a-owner', 'Script', [script]), 400, 'UPLOAD_TYPE', 'photo'],
      [await upload('a-owner', '  ', [{ data: await photo() }]), 400, 'VALIDATION_FAILED', 'alt'],
      [await upload('a-desk', 'Desk', [{ data: await photo() }]), 403, 'FORBIDDEN', null],
      [await upload('b-owner', 'Rival', [{ data: await photo() }]), 404, 'NOT_FOUND', null],
      [await upload('a-owner', 'Rival', [{ data: await photo() }], RIVAL), 404, 'NOT_FOUND', null],
    ] as const;
    for (const [res, status, code, field] of cases) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (field) expect(Object.keys(res.json().error.fields)).toEqual([field]);
    }
    expect((await photoRows()).length).toBe(rows);
    expect(await snapshot(t.db.database.db)).toEqual(before);
  });

  it('refuses a ninth photo, changing nothing; removing one makes room, and its address answers 404', async () => {
    while ((await photoRows()).length < 8)
      expect((await upload('a-owner', 'Bay', [{ data: await photo(32, 32, { format: 'png' }) }])).statusCode).toBe(201);
    const before = await snapshot(t.db.database.db);
    const ninth = await upload('a-owner', 'One too many', [{ data: await photo() }]);
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json().error).toMatchObject({ code: 'UPLOAD_TOO_MANY', fields: { photo: expect.any(String) } });
    expect(await snapshot(t.db.database.db)).toEqual(before);
    expect((await photoRows()).length).toBe(8);

    const [first] = await photoRows();
    const remove = (who: string, park = PARK) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/console/car-parks/${park}/photos/${first!.id}`,
        headers: { cookie: cookie[who]!, origin: 'http://127.0.0.1:4000' },
      });
    expect((await remove('b-owner')).statusCode).toBe(404);
    expect((await remove('a-desk')).statusCode).toBe(403);
    const res = await remove('a-manager');
    expect(res.statusCode).toBe(200);
    expect((res.json() as ListingPhotos).photos).toHaveLength(7);
    const url = `/api/v1/providers/${PARK}/photos/${first!.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const settings: CarParkSettings = (await get(`/api/v1/console/car-parks/${PARK}`, 'a-desk')).json();
    expect(settings.photos.map((p) => p.id)).not.toContain(first!.id);
  });
});
