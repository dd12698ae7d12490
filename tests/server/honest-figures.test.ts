import { ProviderListResponseSchema, ReviewListResponseSchema, SearchResultsSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, reviews } from '../../packages/server/src/db/schema/index';
import { criteria } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lutonQuotes() {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/search/packages', payload: criteria() });
  return SearchResultsSchema.parse(res.json()).data.quotes;
}

async function reviewList(query: string) {
  const res = await t.app.inject(`/api/v1/reviews?${query}`);
  expect(res.statusCode).toBe(200);
  return ReviewListResponseSchema.parse(res.json()).data;
}

describe('ratings come from verified reviews only', () => {
  it('the Luton cards add up to the Luton reviews that /reviews lists', async () => {
    const quotes = await lutonQuotes();
    const cardTotal = quotes.reduce((sum, q) => sum + q.provider.reviewCount, 0);
    const listed = await reviewList('airportId=luton');
    expect(cardTotal).toBeGreaterThan(0);
    expect(listed.total).toBe(cardTotal);
    expect(listed.items).toHaveLength(cardTotal);
    expect(listed.items.every((r) => r.airportId === 'luton')).toBe(true);
  });

  it('each card shows the count and the mean of that provider’s listed reviews', async () => {
    for (const q of await lutonQuotes()) {
      const listed = await reviewList(`providerId=${q.provider.id}`);
      expect(q.provider.reviewCount).toBe(listed.total);
      const mean = listed.items.reduce((s, r) => s + r.rating, 0) / listed.items.length;
      expect(q.provider.rating).toBe(Math.round(mean * 10) / 10);
    }
  });

  it('a provider with no verified reviews shows 0 of 0, and the provider list agrees with search', async () => {
    const [first] = await lutonQuotes();
    const id = first!.provider.id;
    const seeded = await t.db.database.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.providerId, id));
    // A review whose booking is no longer confirmed (cancelled, refunded) stops counting.
    await t.db.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, seeded[0]!.id));
    const after = (await lutonQuotes()).find((q) => q.provider.id === id)!;
    expect(after.provider.reviewCount).toBe(first!.provider.reviewCount - 1);
    const list = await t.app.inject('/api/v1/providers?airportId=luton');
    const listed = ProviderListResponseSchema.parse(list.json()).data.items.find((p) => p.id === id)!;
    expect(listed.reviewCount).toBe(after.provider.reviewCount);
    await t.db.database.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, seeded[0]!.id));
  });

  it('seeded reviews belong to bookings marked as seed data, with reserved addresses', async () => {
    const rows = await t.db.database.db
      .select({ seeded: bookings.seeded, email: bookings.email })
      .from(reviews)
      .innerJoin(bookings, eq(reviews.bookingId, bookings.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.seeded && r.email.endsWith('.invalid'))).toBe(true);
  });

  it('rejects a bad filter with a 400', async () => {
    const res = await t.app.inject('/api/v1/reviews?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('comparison prices have a stated basis', () => {
  it('a gate total appears only for a provider with a published gate price above ours', async () => {
    for (const q of await lutonQuotes()) {
      const gate = q.provider.gatePricePerDay;
      expect(q.gateTotal).toBe(gate === null ? null : gate * q.days * q.vehicles);
    }
  });

  it('each provider says whether the airport charge is included, the transfer and who keeps the keys', async () => {
    const swift = (await lutonQuotes()).find((q) => q.provider.id === 'luton-swift-meet-greet')!.provider;
    expect(swift).toMatchObject({ airportCharge: 'included', transferMinutes: 0, keepsKeys: true });
  });
});
