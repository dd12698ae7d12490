/**
 * `npm run check:migrations` (and `tests/lint/migrations.test.ts`, which `npm test` runs): fails a migration
 * that would break the previous release during a rolling deploy, unless it says it is a contract step, and a
 * migration Drizzle would skip because its journal time is not the latest. The rules are CONTRIBUTING.md's
 * "Database migrations: expand, then contract"; this file is where they are enforced.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One migration as Drizzle sees it: its tag (the file name without `.sql`), its SQL and its journal time. */
export type Migration = { tag: string; sql: string | undefined; when: number | undefined };

/**
 * Migrations that shipped before this check and break the rule; an applied migration is never edited, so they
 * stay as they are. `0003` and `0004` relaxed and then dropped `providers` columns in one release; `0013`
 * dropped `bookings.partner_key` and swapped `partners`' primary key (CONTRIBUTING.md, "Database migrations").
 */
export const RECORDED_EXCEPTIONS: readonly string[] = [
  '0003_provider_facts',
  '0004_ratings_from_reviews',
  '0013_partners',
];

/** The comment a contract step carries: `-- contract-step: follows <tag of the migration it follows>`. */
const CONTRACT_MARKER = /^--\s*contract-step:\s*follows\s+(\S+)\s*$/m;

const name = String.raw`"?([\w]+)"?`;
const quoted = (s: string) => s.replace(/"/g, '');

/** The statements of a file, comments removed, whitespace folded, in upper case for matching. */
function statements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Tables the file creates (temporary ones separately) and the columns it adds, as `table.column`. */
function ownedByFile(stmts: string[]) {
  const tables = new Set<string>();
  const temporary = new Set<string>();
  const columns = new Set<string>();
  for (const s of stmts) {
    const created = new RegExp(String.raw`^CREATE (TEMP(?:ORARY)? )?TABLE (?:IF NOT EXISTS )?${name}`, 'i').exec(s);
    if (created) (created[1] ? temporary : tables).add(quoted(created[2]!).toLowerCase());
    const table = new RegExp(String.raw`^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?${name}`, 'i').exec(s)?.[1];
    for (const m of s.matchAll(new RegExp(String.raw`ADD COLUMN (?:IF NOT EXISTS )?${name}`, 'gi'))) {
      if (table) columns.add(`${table}.${m[1]}`.toLowerCase());
    }
  }
  return { tables, temporary, columns };
}

/** What a statement does that the previous release cannot live with, or undefined. */
function contractStepIn(s: string, owned: ReturnType<typeof ownedByFile>): string | undefined {
  const drop = new RegExp(String.raw`^DROP TABLE (?:IF EXISTS )?${name}`, 'i').exec(s);
  if (drop) return owned.temporary.has(drop[1]!.toLowerCase()) ? undefined : `drops table ${drop[1]}`;
  if (/^ALTER TABLE .* RENAME TO /i.test(s)) return 'renames a table';
  const table = new RegExp(String.raw`^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?${name}`, 'i').exec(s)?.[1]?.toLowerCase();
  if (!table || owned.tables.has(table)) return undefined;
  const isNew = (column: string) => owned.columns.has(`${table}.${column}`.toLowerCase());
  const column = (re: string) => new RegExp(String.raw`ALTER COLUMN ${name} ${re}`, 'i').exec(s)?.[1];
  if (/ DROP COLUMN /i.test(s)) return `drops a column of ${table}`;
  if (/ RENAME COLUMN /i.test(s)) return `renames a column of ${table}`;
  if (/ (ADD PRIMARY KEY|ADD CONSTRAINT \S+ PRIMARY KEY)/i.test(s) || /DROP CONSTRAINT "?\w+_pkey"?/i.test(s)) {
    return `changes the primary key of ${table}`;
  }
  const typed = column(String.raw`(?:SET DATA )?TYPE`);
  if (typed) return `changes the type of ${table}.${typed}`;
  const notNull = column('SET NOT NULL');
  if (notNull && !isNew(notNull)) return `adds NOT NULL to ${table}.${notNull}`;
  const noDefault = column('DROP DEFAULT');
  if (noDefault && !isNew(noDefault)) return `drops the default of ${table}.${noDefault}`;
  const added = new RegExp(String.raw`ADD COLUMN (?:IF NOT EXISTS )?${name} (.*)$`, 'i').exec(s);
  if (added && /NOT NULL/i.test(added[2]!) && !/DEFAULT|SERIAL|GENERATED/i.test(added[2]!)) {
    return `adds ${table}.${added[1]} NOT NULL without a default`;
  }
  const check = /ADD CONSTRAINT \S+ CHECK ?\((.*)\)/i.exec(s);
  if (check) {
    const named = [...check[1]!.matchAll(/"(\w+)"/g)].map((m) => m[1]!).filter((c) => c.toLowerCase() !== table);
    if (named.length === 0 || !named.every(isNew)) return `adds a CHECK to ${table}`;
  }
  return undefined;
}

/** Problems of one migration file against the tags before it; none for a recorded exception. */
function fileProblems(m: Migration, earlier: string[]): string[] {
  if (m.sql === undefined) return [`${m.tag}: in meta/_journal.json but ${m.tag}.sql is missing`];
  if (RECORDED_EXCEPTIONS.includes(m.tag)) return [];
  const stmts = statements(m.sql);
  const owned = ownedByFile(stmts);
  const steps = stmts.map((s) => contractStepIn(s, owned)).filter((s): s is string => s !== undefined);
  if (steps.length === 0) return [];
  const follows = CONTRACT_MARKER.exec(m.sql)?.[1];
  if (follows === undefined) {
    return steps.map((s) => `${m.tag}: ${s} without "-- contract-step: follows <tag>" (CONTRIBUTING.md)`);
  }
  if (!earlier.includes(follows)) return [`${m.tag}: contract step follows ${follows}, which is no earlier migration`];
  return [];
}

/** Every problem of the folder, in journal order: contract steps, journal times, files without an entry. */
export function migrationProblems(migrations: Migration[]): string[] {
  const problems: string[] = [];
  let latest = -Infinity;
  migrations.forEach((m, i) => {
    if (m.when === undefined) problems.push(`${m.tag}: no entry in meta/_journal.json (Drizzle never applies it)`);
    else if (m.when <= latest) {
      problems.push(`${m.tag}: journal time ${m.when} is not later than ${latest} (Drizzle would skip it)`);
    }
    latest = Math.max(latest, m.when ?? latest);
    problems.push(
      ...fileProblems(
        m,
        migrations.slice(0, i).map((e) => e.tag),
      ),
    );
  });
  return problems;
}

type Journal = { entries: { idx: number; tag: string; when: number }[] };

/** The migrations of a Drizzle folder: journal entries in order, then SQL files the journal does not name. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const files = readdirSync(folder).filter((f) => f.endsWith('.sql'));
  const sqlOf = (tag: string) => {
    const file = `${tag}.sql`;
    return files.includes(file) ? readFileSync(join(folder, file), 'utf8') : undefined;
  };
  const listed = [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((e) => ({ tag: e.tag, sql: sqlOf(e.tag), when: e.when }));
  const unlisted = files
    .map((f) => f.replace(/\.sql$/, ''))
    .filter((tag) => !listed.some((e) => e.tag === tag))
    .map((tag) => ({ tag, sql: sqlOf(tag), when: undefined }));
  return [...listed, ...unlisted];
}

/** The project's migrations folder. */
export const MIGRATIONS = resolve(import.meta.dirname, '../packages/server/drizzle');

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = migrationProblems(readMigrations(MIGRATIONS));
  for (const p of problems) console.error(p);
  console.log(problems.length === 0 ? 'migrations: ok' : `migrations: ${problems.length} problem(s)`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
