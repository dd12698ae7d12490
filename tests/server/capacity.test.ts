import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providerDays } from '../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('capacity never oversells', () => {
  it('200 concurrent booking attempts on 20 spaces leave exactly 20 held', { timeout: 120_000 }, async () => {
    // Parkway Secure Luton has 20 spaces a day; overlapping stays so every attempt competes for 12 Jan.
    const attempts = Array.from({ length: 200 }, (_, i) => {
      const entry = `2027-01-${String(10 + (i % 3)).padStart(2, '0')}`;
      const body = bookingBody({
        providerId: 'luton-parkway-secure',
        criteria: { entryDate: entry, exitDate: '2027-01-12', exitTime: '12:00' },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        payload: body,
        headers: { 'idempotency-key': newKey() },
      });
    });
    const results = await Promise.all(attempts);
    const created = results.filter((r) => r.statusCode === 201);
    const soldOut = results.filter((r) => r.statusCode === 409 && r.json().error.code === 'SOLD_OUT');
    const others = results.filter(
      (r) => r.statusCode !== 201 && !(r.statusCode === 409 && r.json().error.code === 'SOLD_OUT'),
    );
    expect(others.map((r) => r.body).slice(0, 3)).toEqual([]);
    expect(created).toHaveLength(20);
    expect(soldOut).toHaveLength(180);

    const db = t.db.database.db;
    const [day12] = await db
      .select()
      .from(providerDays)
      .where(and(eq(providerDays.providerId, 'luton-parkway-secure'), eq(providerDays.day, '2027-01-12')));
    expect(day12).toMatchObject({ capacity: 20, booked: 20 });
    const [held] = await db
      .select({ vehicles: sql<number>`coalesce(sum(${bookings.noOfVehicles}), 0)`.mapWith(Number) })
      .from(bookings)
      .where(and(eq(bookings.providerId, 'luton-parkway-secure'), eq(bookings.status, 'pending')));
    expect(held!.vehicles).toBe(20);
    const days = await db.select().from(providerDays).where(eq(providerDays.providerId, 'luton-parkway-secure'));
    expect(days.every((d) => d.booked <= d.capacity)).toBe(true);
  });

  it('the database itself refuses booked > capacity', async () => {
    const db = t.db.database.db;
    await expect(
      db
        .update(providerDays)
        .set({ booked: 21 })
        .where(and(eq(providerDays.providerId, 'luton-parkway-secure'), eq(providerDays.day, '2027-01-12'))),
    ).rejects.toThrow();
  });
});
