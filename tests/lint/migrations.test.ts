import { describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  type Migration,
  RECORDED_EXCEPTIONS,
  migrationProblems,
  readMigrations,
} from '../../scripts/check-migrations';

const BASE: Migration[] = [
  {
    tag: '0000_init',
    sql: 'CREATE TABLE "bookings" (\n\t"id" text PRIMARY KEY NOT NULL,\n\t"note" text\n);',
    when: 1000,
  },
];

/** The base folder plus one new migration `0001_next` holding `sql` (journal time 2000 unless given). */
const withNext = (sql: string, when = 2000) => migrationProblems([...BASE, { tag: '0001_next', sql, when }]);

describe('the migration check', () => {
  it.each([
    ['drops a table', 'DROP TABLE "bookings";', 'drops table'],
    ['drops a column', 'ALTER TABLE "bookings" DROP COLUMN "note";', 'drops a column'],
    ['renames a column', 'ALTER TABLE "bookings" RENAME COLUMN "note" TO "notes";', 'renames a column'],
    ['renames a table', 'ALTER TABLE "bookings" RENAME TO "orders";', 'renames a table'],
    ['drops the primary key', 'ALTER TABLE "bookings" DROP CONSTRAINT "bookings_pkey";', 'primary key'],
    ['adds a primary key', 'ALTER TABLE "bookings" ADD PRIMARY KEY ("note");', 'primary key'],
    ['changes a type', 'ALTER TABLE "bookings" ALTER COLUMN "note" SET DATA TYPE integer;', 'changes the type'],
    ['changes a type (short form)', 'ALTER TABLE "bookings" ALTER COLUMN "note" TYPE varchar(20);', 'changes the type'],
    ['adds NOT NULL', 'ALTER TABLE "bookings" ALTER COLUMN "note" SET NOT NULL;', 'adds NOT NULL'],
    ['adds a NOT NULL column without a default', 'ALTER TABLE "bookings" ADD COLUMN "n" integer NOT NULL;', 'NOT NULL'],
    ['drops a default', 'ALTER TABLE "bookings" ALTER COLUMN "note" DROP DEFAULT;', 'drops the default'],
    [
      'tightens a CHECK',
      'ALTER TABLE "bookings" ADD CONSTRAINT "note_short" CHECK (length("bookings"."note") < 10);',
      'adds a CHECK',
    ],
  ])('fails a migration that %s without the contract-step marker', (_, sql, problem) => {
    const problems = withNext(sql);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('0001_next: ');
    expect(problems[0]).toContain(problem);
  });

  it('passes a contract step that names the earlier migration it follows', () => {
    expect(withNext('-- contract-step: follows 0000_init\nALTER TABLE "bookings" DROP COLUMN "note";')).toEqual([]);
  });

  it('fails a contract step that names no earlier migration', () => {
    expect(withNext('-- contract-step: follows 0007_later\nALTER TABLE "bookings" DROP COLUMN "note";')).toEqual([
      '0001_next: contract step follows 0007_later, which is no earlier migration',
    ]);
  });

  it('passes what only expands, and what a file does to tables and columns it creates itself', () => {
    const sql = [
      'CREATE TABLE "stays" ("id" text, "n" integer NOT NULL);',
      'ALTER TABLE "stays" ADD PRIMARY KEY ("id");',
      'ALTER TABLE "stays" ALTER COLUMN "id" SET NOT NULL;',
      'ALTER TABLE "bookings" ADD COLUMN "paid" integer;',
      'ALTER TABLE "bookings" ADD COLUMN "seen" boolean DEFAULT false NOT NULL;',
      'ALTER TABLE "bookings" ADD CONSTRAINT "paid_positive" CHECK ("bookings"."paid" IS NULL OR "bookings"."paid" > 0);',
      'CREATE TEMPORARY TABLE "scratch" ("id" text);',
      'DROP TABLE "scratch";',
      'CREATE INDEX "bookings_note_idx" ON "bookings" USING btree ("note");',
      'ALTER TABLE "bookings" ALTER COLUMN "note" DROP NOT NULL;',
    ].join('--> statement-breakpoint\n');
    expect(withNext(sql)).toEqual([]);
  });

  it('fails a migration whose journal time is not later than every earlier one', () => {
    const problems = migrationProblems([
      ...BASE,
      { tag: '0001_a', sql: 'SELECT 1;', when: 3000 },
      { tag: '0002_b', sql: 'SELECT 1;', when: 2000 },
    ]);
    expect(problems).toEqual(['0002_b: journal time 2000 is not later than 3000 (Drizzle would skip it)']);
    expect(withNext('SELECT 1;', 1000)).toEqual([
      '0001_next: journal time 1000 is not later than 1000 (Drizzle would skip it)',
    ]);
  });

  it('fails a file the journal does not list, and an entry without its file', () => {
    expect(
      migrationProblems([
        ...BASE,
        { tag: '0001_gone', sql: undefined, when: 2000 },
        { tag: '0002_x', sql: '', when: undefined },
      ]),
    ).toEqual([
      '0001_gone: in meta/_journal.json but 0001_gone.sql is missing',
      '0002_x: no entry in meta/_journal.json (Drizzle never applies it)',
    ]);
  });

  it('passes on the real folder', () => {
    expect(migrationProblems(readMigrations(MIGRATIONS))).toEqual([]);
  });

  it('needs each recorded exception: without the list, those files and no others fail', () => {
    const real = readMigrations(MIGRATIONS);
    const renamed = real.map((m) => (RECORDED_EXCEPTIONS.includes(m.tag) ? { ...m, tag: `${m.tag}_unlisted` } : m));
    const failing = new Set(migrationProblems(renamed).map((p) => p.split(':')[0]));
    expect([...failing].sort()).toEqual(RECORDED_EXCEPTIONS.map((t) => `${t}_unlisted`));
  });
});
