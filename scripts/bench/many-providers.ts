import { request } from 'node:http';
import { addDays } from '@parking/core';
import { openPostgres } from '../../packages/server/src/db/client';
import { airports, providerDays, providers } from '../../packages/server/src/db/schema/index';
import { SEED_PROVIDERS, seed } from '../../packages/server/src/db/seed/index';

/** The airport the 300-provider run searches; the usual three keep their usual providers. */
export const BUSY_AIRPORT = 'busy-bench';

/**
 * Migrates and seeds `url`, then adds an airport with `count` providers (copies of the seeded ones,
 * each priced and named apart) and some days already booked in the stay the bench searches, so the
 * availability query has rows to aggregate.
 */
export async function seedManyProviders(url: string, count: number, stayStart: string): Promise<void> {
  const database = openPostgres(url, 2);
  try {
    await database.migrate();
    await seed(database.db, { samples: true });
    const { db } = database;
    await db.insert(airports).values({
      id: BUSY_AIRPORT,
      name: 'Busy Bench Airport',
      code: 'BSY',
      city: 'Bench',
      country: 'United Kingdom',
    });
    const rows = Array.from({ length: count }, (_, i) => {
      const base = SEED_PROVIDERS[i % SEED_PROVIDERS.length]!;
      return {
        ...base,
        id: `bench-provider-${i}`,
        airportId: BUSY_AIRPORT,
        name: `${base.name} ${i + 1}`,
        pricePerDay: base.pricePerDay + (i % 50) * 10,
        gatePricePerDay: base.gatePricePerDay == null ? null : base.gatePricePerDay + (i % 50) * 10,
        isRecommended: i % 25 === 0,
      };
    });
    await db.insert(providers).values(rows);
    const days = rows.flatMap((p, i) =>
      Array.from({ length: 8 }, (_, d) => ({
        providerId: p.id,
        day: addDays(stayStart, d),
        capacity: p.spacesPerDay,
        booked: (i * 7 + d) % p.spacesPerDay,
      })),
    );
    await db.insert(providerDays).values(days);
  } finally {
    await database.close();
  }
}

/** Bytes on the wire of one POST answer, sent with `Accept-Encoding: br, gzip` (not decompressed). */
export function compressedSize(url: string, body: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
