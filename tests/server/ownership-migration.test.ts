import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../../packages/server/src/db/client';
import { airports, organizations, partners, providers } from '../../packages/server/src/db/schema/index';
import { SEED_PROVIDERS, seed } from '../../packages/server/src/db/seed/index';
import { createScratchDatabase } from '../../packages/server/src/db/scratch';
import { MIGRATIONS_FOLDER } from '../../packages/server/src/paths';

const work = mkdtempSync(join(tmpdir(), 'parking-ownership-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was before 0010: a database that existed before car parks had owners. */
function migrationsBefore0010(): string {
  const folder = join(work, 'drizzle');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  expect(journal.entries.map((e) => e.tag)).toContain('0010_ownership');
  journal.entries = journal.entries.filter((e) => e.idx < 10);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A database migrated to 0009 only (PostgreSQL when TEST_DATABASE_URL is set, else PGlite); dispose drops it. */
async function databaseAt0009(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const folder = migrationsBefore0010();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 't');
    const database = openPostgres(scratch.url, 2);
    await migratePg(database.db, { migrationsFolder: folder });
    return { database, dispose: () => database.close().then(scratch.drop) };
  }
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
  const database = wrapPglite(client);
  return { database, dispose: () => database.close() };
}

/**
 * Car parks as a database at 0009 holds them: only the columns that existed then (the schema in code has
 * later ones, such as 0012's bookings email, which an insert through Drizzle would name).
 */
async function insertProvidersAt0009(database: Database, rows: readonly (typeof providers.$inferInsert)[]) {
  for (const p of rows) {
    await database.db.execute(sql`INSERT INTO providers (id, airport_id, name, type, price_per_day,
      gate_price_per_day, airport_charge, transfer_minutes, keeps_keys, features, is_recommended, image_url,
      description, address, phone, arrival_instructions, return_instructions, spaces_per_day)
      VALUES (${p.id}, ${p.airportId}, ${p.name}, ${p.type}, ${p.pricePerDay}, ${p.gatePricePerDay ?? null},
      ${p.airportCharge ?? 'none'}, ${p.transferMinutes ?? 0}, ${p.keepsKeys ?? false}, ${JSON.stringify(p.features)},
      ${p.isRecommended ?? false}, ${p.imageUrl}, ${p.description}, ${p.address}, ${p.phone},
      ${JSON.stringify(p.arrivalInstructions)}, ${JSON.stringify(p.returnInstructions)}, ${p.spacesPerDay})`);
  }
}

describe('migration 0010 on a database that already has car parks and partner keys', () => {
  it(
    'gives each car park and partner key an owner, and the seed then claims the demo key',
    { timeout: 120_000 },
    async () => {
      const { database, dispose } = await databaseAt0009();
      try {
        const { db } = database;
        // As a database seeded before 0010 holds them, plus a car park and a partner added by hand.
        await db.insert(airports).values({ id: 'luton', name: 'Luton', code: 'LTN', city: 'Luton', country: 'UK' });
        await db
          .insert(airports)
          .values({ id: 'bristol', name: 'Bristol', code: 'BRS', city: 'Bristol', country: 'UK' });
        await db.insert(airports).values({ id: 'stansted', name: 'Stansted', code: 'STN', city: 'X', country: 'UK' });
        await insertProvidersAt0009(database, [
          ...SEED_PROVIDERS,
          { ...SEED_PROVIDERS[0]!, id: 'luton-hand-added', name: 'Jet Park Luton' },
        ]);
        // Raw SQL: the table as it stood at 0009, before keys had ids.
        await db.execute(sql`INSERT INTO partners (key, name, allowed_origins) VALUES
          ('pk_demo_local', 'Local demo partner', '["https://a.example"]'),
          ('pk_live_holidays', 'Sunny Holidays Ltd', '["https://a.example"]'),
          ('pk_live_holidays_2', 'Sunny Holidays Ltd', '["https://a.example"]')`);

        await database.migrate();

        const owners = await db
          .select({ id: providers.id, org: providers.organizationId })
          .from(providers)
          .orderBy(asc(providers.id));
        expect(owners).toContainEqual({ id: 'luton-swift-meet-greet', org: 'org-op-swift-meet-greet' });
        expect(owners).toContainEqual({ id: 'bristol-lulsgate-park-ride', org: 'org-op-lulsgate-park-ride' });
        expect(owners).toContainEqual({ id: 'luton-hand-added', org: 'org-op-jet-park-luton' });
        expect(owners.every((p) => p.org?.startsWith('org-op-'))).toBe(true);
        expect(new Set(owners.map((p) => p.org)).size).toBe(9);
        const [swift] = await db.select().from(organizations).where(eq(organizations.id, 'org-op-swift-meet-greet'));
        expect(swift).toMatchObject({ name: 'Swift Meet & Greet', kind: 'operator', slug: 'swift-meet-greet' });

        const keys = await db.select({ key: partners.key, org: partners.organizationId }).from(partners);
        expect(keys.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
          { key: 'pk_demo_local', org: null },
          { key: 'pk_live_holidays', org: 'org-pt-sunny-holidays-ltd' },
          { key: 'pk_live_holidays_2', org: 'org-pt-sunny-holidays-ltd' },
        ]);
        const [sunny] = await db.select().from(organizations).where(eq(organizations.id, 'org-pt-sunny-holidays-ltd'));
        expect(sunny).toMatchObject({ name: 'Sunny Holidays Ltd', kind: 'partner' });

        // The next boot's seed (a local deployment) gives the demo key to the demo partner, and adds nothing twice.
        await seed(db, { samples: true });
        const [demo] = await db.select().from(partners).where(eq(partners.key, 'pk_demo_local'));
        expect(demo?.organizationId).toBe('org-pt-demo-travel-blog');
        const operators = await db.select().from(organizations).where(eq(organizations.kind, 'operator'));
        expect(operators).toHaveLength(9);
      } finally {
        await dispose();
      }
    },
  );
});
