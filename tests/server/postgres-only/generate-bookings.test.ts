import { BookingDetailsSchema, BookingReferenceSchema, searchTermsFor } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../../packages/server/src/db/client';
import { createScratchDatabase } from '../../../packages/server/src/db/scratch';
import { seed } from '../../../packages/server/src/db/seed/index';
import { generateBookings } from '../../../scripts/bench/generate';
import { POSTGRES_ADMIN_URL } from '../support/postgres-admin';

// scripts/generate-bookings.ts at a small scale: the rows support's budgets are measured on
// (scripts/bench-support.ts) must be bookings the product could hold, found through the trigger's terms.

const TODAY = '2026-06-01';

type Row = {
  id: string;
  reference: string;
  status: string;
  email: string;
  details: Record<string, unknown> & { phone: string; vehicles: { registration: string }[] };
  entry_date: string;
  exit_date: string;
  subtotal: number;
  discount: number;
  amount: number;
  seeded: boolean;
  created: string;
};

let database: Database;
let drop: () => Promise<void>;
let rows: Row[];

beforeAll(async () => {
  const scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, 'gen');
  drop = scratch.drop;
  database = openPostgres(scratch.url, 3);
  await database.migrate();
  await seed(database.db, { samples: true });
  const result = await generateBookings(database.db.$client, { count: 500, batch: 150, today: TODAY });
  expect(result).toMatchObject({ inserted: 500, first: 0 });
  rows = (
    await database.db.$client.query<Row>(
      `SELECT id, reference, status, email, details, entry_date::text, exit_date::text, subtotal, discount, amount,
              seeded, to_char(created_at AT TIME ZONE 'Europe/London', 'YYYY-MM-DD') AS created
         FROM bookings WHERE id LIKE 'gen-%'`,
    )
  ).rows;
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
});

/** The ids of the bookings holding any term `text` could be, as the staff search matches them. */
async function found(text: string): Promise<string[]> {
  const terms = searchTermsFor(text);
  const { rows: hits } = await database.db.$client.query<{ booking_id: string }>(
    `SELECT DISTINCT booking_id FROM booking_search_terms t
       JOIN unnest($1::text[], $2::text[]) AS q(kind, term) ON q.kind = t.kind AND q.term = t.term`,
    [terms.map((t) => t.kind), terms.map((t) => t.term)],
  );
  return hits.map((h) => h.booking_id);
}

describe('generated bookings', () => {
  it('are valid bookings: details as the booking form takes them, a reference, money and dates that add up', () => {
    expect(rows).toHaveLength(500);
    for (const r of rows) {
      const parsed = BookingDetailsSchema.safeParse({ ...r.details, acceptTerms: true });
      expect(parsed.success, `${r.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(BookingReferenceSchema.safeParse(r.reference).success, r.reference).toBe(true);
      expect(r.details.email).toBe(r.email);
      expect(r.amount).toBe(r.subtotal - r.discount);
      expect(r.exit_date > r.entry_date).toBe(true);
      expect(r.created <= TODAY && r.created <= r.entry_date).toBe(true);
    }
  });

  it('never reach a person: seeded, at a reserved .invalid address', () => {
    expect(rows.every((r) => r.seeded && r.email.endsWith('.invalid'))).toBe(true);
  });

  it('are spread over statuses, car parks and three years of stays', async () => {
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['confirmed', 'cancelled', 'refunded', 'expired']));
    const { rows: parks } = await database.db.$client.query<{ n: number }>(
      `SELECT count(DISTINCT provider_id)::int AS n FROM bookings WHERE id LIKE 'gen-%'`,
    );
    expect(parks[0]!.n).toBeGreaterThanOrEqual(6);
    const entries = rows.map((r) => r.entry_date).sort();
    expect(entries[0]! < '2024-09-01' && entries.at(-1)! > '2027-01-01').toBe(true);
  });

  it('are distinct: references, emails, phones and registrations each belong to one booking', () => {
    const plates = rows.flatMap((r) => r.details.vehicles.map((v) => v.registration));
    expect(plates.length).toBeGreaterThan(500);
    for (const values of [
      rows.map((r) => r.reference),
      rows.map((r) => r.email),
      rows.map((r) => r.details.phone),
      plates,
    ])
      expect(new Set(values).size).toBe(values.length);
  });

  it('are found through booking_search_terms by reference, email, phone and every registration', async () => {
    for (const r of rows.slice(0, 60)) {
      expect(await found(r.reference.toLowerCase())).toEqual([r.id]);
      expect(await found(r.email.toUpperCase())).toEqual([r.id]);
      expect(await found(`0${r.details.phone.slice(3)}`)).toEqual([r.id]);
      for (const v of r.details.vehicles) expect(await found(v.registration.toLowerCase())).toEqual([r.id]);
    }
  });

  it('a second run adds rows after the first instead of colliding with them', async () => {
    const again = await generateBookings(database.db.$client, { count: 20, today: TODAY });
    expect(again).toMatchObject({ inserted: 20, first: 500 });
  });
});
