import { randomUUID } from 'node:crypto';
import { type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { Board, BoardChange } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, operatorEvents, providers } from '../../../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../../../support/console';
import { bookAndPayDemo } from '../../../support/demo-pay';
import { type TestApp, createTestApp } from '../../../support/test-app';

let t: TestApp;
let base = '';
const cookie: Record<string, string> = {};
const park: Record<'a' | 'b', string> = { a: '', b: '' };
const booking: Record<'a' | 'b', string> = { a: '', b: '' };

/** A confirmed booking at a car park, with personal details the stream must never carry. */
async function book(reference: string, providerId: string): Promise<string> {
  const db = t.db.database.db;
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  const id = `bk-${reference}`;
  const made = new Date('2026-11-20T08:00:00Z');
  await db.insert(bookings).values({
    id,
    reference,
    status: 'confirmed',
    providerId,
    airportId: provider!.airportId,
    entryDate: '2026-11-24',
    entryTime: '06:40',
    exitDate: '2026-11-27',
    exitTime: '21:00',
    noOfVehicles: 1,
    days: 3,
    details: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@traveller.example',
      phone: '07700 900123',
      vehicles: [{ registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
      passengers: 2,
      marketingOptIn: false,
    },
    email: 'ada@traveller.example',
    subtotal: 3000,
    discount: 0,
    amount: 3000,
    paymentProvider: 'demo',
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: made,
  });
  return id;
}

/** An operator event, as the booking transaction writes it; returns its place in the log. */
async function event(which: 'a' | 'b', type: BoardChange['type']): Promise<{ id: string; seq: number }> {
  const id = `oe-${randomUUID()}`;
  const [row] = await t.db.database.db
    .insert(operatorEvents)
    .values({
      id,
      providerId: park[which],
      bookingId: booking[which],
      type,
      createdAt: new Date(),
      payload: { name: 'Ada Lovelace', phone: '07700 900123' },
    })
    .returning({ seq: operatorEvents.seq });
  return { id, seq: row!.seq };
}

/**
 * GET over a connection of its own (node:http, no agent): fetch keeps spare connections open, which a
 * closing server waits on for its headers timeout. Resolves with the response once its head arrives.
 */
function get(path: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) =>
    request(`${base}${path}`, { agent: false, headers: { cookie: cookie['a-desk']!, ...headers } }, resolve)
      .on('error', reject)
      .end(),
  );
}

/** An open event stream: its response, and a reader that waits until the text so far holds `needle`. */
async function openStream(query: string, headers: Record<string, string> = {}) {
  const res = await get(`/api/v1/console/board/events?${query}`, headers);
  res.setEncoding('utf8');
  let text = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const wake = () => waiting.forEach((w) => w());
  res.on('data', (chunk: string) => ((text += chunk), wake()));
  res.on('close', () => ((ended = true), wake()));
  return {
    res,
    text: () => text,
    /** Waits until `needle` has arrived (true) or the stream ends (false). */
    async until(needle: string): Promise<boolean> {
      while (!text.includes(needle) && !ended) {
        await new Promise<void>((resolve) => {
          const done = () => (waiting.delete(done), resolve());
          waiting.add(done);
        });
      }
      return text.includes(needle);
    },
    cancel: () => res.destroy(),
  };
}

/** The `change` events in a stream's text, with their ids. */
const changes = (text: string) =>
  [...text.matchAll(/id: (\d+)\nevent: change\ndata: (.+)\n\n/g)].map((m) => ({
    seq: Number(m[1]),
    data: JSON.parse(m[2]!) as BoardChange,
  }));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db.database.db;
  await seedOrganization(db, 'op-a', 'operator');
  await seedOrganization(db, 'op-b', 'operator');
  await seedUser(db, { id: 'a-desk', organizationId: 'op-a', role: 'desk' });
  const parks = await db.select({ id: providers.id }).from(providers).orderBy(providers.name).limit(2);
  [park.a, park.b] = parks.map((p) => p.id) as [string, string];
  await db.update(providers).set({ organizationId: 'op-a' }).where(eq(providers.id, park.a));
  await db.update(providers).set({ organizationId: 'op-b' }).where(eq(providers.id, park.b));
  booking.a = await book('PK-LIVE-A', park.a);
  booking.b = await book('PK-LIVE-B', park.b);
  cookie['a-desk'] = (await signIn(t.app, 'a-desk')).cookie;
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/v1/console/board/events', () => {
  it("refuses signed out (401) and another organisation's car park (404), as the board does", async () => {
    const out = await t.app.inject({ method: 'GET', url: `/api/v1/console/board/events?carPark=${park.a}` });
    expect(out.statusCode).toBe(401);
    const rival = await t.app.inject({
      method: 'GET',
      url: `/api/v1/console/board/events?carPark=${park.b}`,
      headers: { cookie: cookie['a-desk']! },
    });
    expect(rival.statusCode).toBe(404);
    expect(rival.json().error).toEqual({ code: 'NOT_FOUND', message: 'Car park not found' });
    expect(rival.body).not.toContain('PK-LIVE-B');
  });

  it("streams a change at the member's car park as it happens, unbuffered, with no personal data", async () => {
    const stream = await openStream(`carPark=${park.a}`);
    expect(stream.res.statusCode).toBe(200);
    expect(stream.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers['x-accel-buffering']).toBe('no');
    expect(stream.res.headers['content-encoding']).toBeUndefined();
    expect(await stream.until(': open')).toBe(true);
    await event('b', 'booking.created');
    const made = await event('a', 'booking.created');
    expect(await stream.until('event: change')).toBe(true);
    const cancelled = await event('a', 'booking.cancelled');
    expect(await stream.until(`id: ${cancelled.seq}\n`)).toBe(true);
    await stream.until('\n\n');
    expect(changes(stream.text())).toEqual([
      { seq: made.seq, data: { type: 'booking.created', reference: 'PK-LIVE-A', eventId: made.id } },
      { seq: cancelled.seq, data: { type: 'booking.cancelled', reference: 'PK-LIVE-A', eventId: cancelled.id } },
    ]);
    for (const personal of ['Ada', 'Lovelace', '07700', 'traveller.example', 'AB12', 'PK-LIVE-B'])
      expect(stream.text()).not.toContain(personal);
    await stream.cancel();
  });

  it('resumes after the Last-Event-ID a reconnecting browser sends, missing nothing and repeating nothing', async () => {
    const seen = await event('a', 'booking.created');
    const missed = await event('a', 'booking.amended');
    const stream = await openStream(`carPark=${park.a}`, { 'last-event-id': String(seen.seq) });
    expect(await stream.until(`id: ${missed.seq}\n`)).toBe(true);
    await stream.until('\n\n');
    expect(changes(stream.text()).map((c) => c.data.eventId)).toEqual([missed.id]);
    await stream.cancel();
  });

  it('starts from now without Last-Event-ID (the board was just read)', async () => {
    await event('a', 'booking.amended');
    const stream = await openStream(`carPark=${park.a}`);
    await stream.until(': open');
    const next = await event('a', 'booking.cancelled');
    expect(await stream.until(`id: ${next.seq}\n`)).toBe(true);
    await stream.until('\n\n');
    expect(changes(stream.text()).map((c) => c.data.eventId)).toEqual([next.id]);
    await stream.cancel();
  });

  it('streams a real booking made and paid through the API, which the board then shows', async () => {
    const luton = 'luton-park-and-fly';
    await t.db.database.db.update(providers).set({ organizationId: 'op-a' }).where(eq(providers.id, luton));
    const boardOf = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/console/board?carPark=${luton}&date=2026-12-01`,
        headers: { cookie: cookie['a-desk']!, 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      return JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as Board;
    };
    // Read (and kept by the server) before the booking: the booking's event makes the next read fresh.
    expect((await boardOf()).movements).toEqual([]);
    const stream = await openStream(`carPark=${luton}`);
    expect(await stream.until(': open')).toBe(true);
    const { reference } = await bookAndPayDemo(t, {
      providerId: luton,
      criteria: { entryDate: '2026-12-01', exitDate: '2026-12-05', entryTime: '06:30' },
    });
    expect(await stream.until(`"reference":"${reference}"`)).toBe(true);
    expect(changes(stream.text()).map((c) => c.data)).toEqual([
      { type: 'booking.created', reference, eventId: expect.stringMatching(/\S/) as string },
    ]);
    expect((await boardOf()).movements.map((m) => m.reference)).toEqual([reference]);
    await stream.cancel();
  });

  it('ends open streams when the server shuts down, so it closes without waiting on them', async () => {
    const stream = await openStream(`carPark=${park.a}`);
    expect(await stream.until(': open')).toBe(true);
    const closed = t.app.close();
    // The stream ends (instead of waiting on heartbeats for ever), and so the app can close.
    expect(await stream.until('never sent')).toBe(false);
    expect(stream.res.complete).toBe(true);
    await closed;
  });
});
