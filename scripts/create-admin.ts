/**
 * `npm run create-admin -- someone@example.com`: the first staff admin of a deployment (a live one has
 * no seeded accounts). Reads the server's settings (DATABASE_URL, or PGlite in DATA_DIR; PUBLIC_URL),
 * migrates the database if it is new, and refuses once any staff admin exists: later staff are invited
 * from the console. On PGlite the server must be stopped first (one process per data folder); on
 * PostgreSQL it may run. See README.md#operations.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '../packages/server/src/db/client';
import { DataDirLockedError } from '../packages/server/src/db/lock';
import { AdminEmailSchema, createFirstAdmin } from '../packages/server/src/db/seed/staff-admin';
import { EnvError, loadEnv } from '../packages/server/src/env';
import { createAudit } from '../packages/server/src/services/audit/index';

const USAGE = 'Usage: npm run create-admin -- someone@example.com';

/** A refusal: one line for the operator, exit code 1. */
class Refusal extends Error {}

const noop = () => undefined;
/** The audit writer logs nothing; the command prints its own lines. */
const silent: FastifyBaseLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silent,
};

async function open(env: ReturnType<typeof loadEnv>): Promise<Database> {
  try {
    return await openDatabase(env);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new Refusal(
        `The server is using ${env.DATA_DIR} (PGlite allows one process): stop it, run this again, then start it.`,
      );
    throw err;
  }
}

async function main(): Promise<string> {
  const arg = process.argv[2];
  if (!arg) throw new Refusal(`Give the new admin's email address. ${USAGE}`);
  const parsed = AdminEmailSchema.safeParse(arg);
  if (!parsed.success) throw new Refusal(`"${arg}" is not an email address. ${USAGE}`);
  const email = parsed.data;
  const env = loadEnv();
  const database = await open(env);
  try {
    const clock = () => new Date();
    const audit = createAudit({ db: database.db, env, clock, log: silent });
    const result = await database.withBootLock(async () => {
      await database.migrate();
      return createFirstAdmin(database.db, audit, email, clock());
    });
    if (!result.created)
      throw new Refusal('A staff admin already exists: an admin invites more staff from the console (Members).');
    return [
      `Created ${email} as admin of ParkCompare staff.`,
      `Next: sign in at ${env.PUBLIC_URL}/console/sign-in with a link sent to ${email}`,
      '(by SMTP, or to the outbox folder without it, like every sign-in), then add a passkey: staff need one.',
    ].join('\n');
  } finally {
    await database.close();
  }
}

try {
  console.log(await main());
} catch (err) {
  if (err instanceof Refusal || err instanceof EnvError) console.error(err.message);
  else console.error(err);
  process.exit(1);
}
