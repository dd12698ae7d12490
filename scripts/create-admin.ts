/**
 * `npm run create-admin -- someone@example.com`: the first staff admin of a deployment (a live one has
 * no seeded accounts). Reads the server's settings (DATABASE_URL, or PGlite in DATA_DIR; PUBLIC_URL),
 * migrates the database if it is new, and refuses once any staff admin exists: later staff are invited
 * from the console. On PGlite the server must be stopped first (one process per data folder); on
 * PostgreSQL it may run. See README.md#operations.
 *
 * `npm run create-admin -- --reset-passkeys someone@example.com`: the break-glass for a staff member (the
 * last admin) who lost every passkey, when no other admin can reset them from the console: shell access
 * is the trust root that created the first admin. Audited and emailed as the console's reset is
 * (docs/product-rules.md, Console security); the email goes with the server's job queue.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Database, openDatabase } from '../packages/server/src/db/client';
import { DataDirLockedError } from '../packages/server/src/db/lock';
import { AdminEmailSchema, createFirstAdmin } from '../packages/server/src/db/seed/staff-admin';
import { type Env, EnvError, loadEnv } from '../packages/server/src/env';
import { resetPasskeys, staffMemberByEmail } from '../packages/server/src/services/accounts/passkey-reset';
import { createAudit } from '../packages/server/src/services/audit/index';
import { createJobQueue } from '../packages/server/src/services/jobs/queue';

const USAGE = 'Usage: npm run create-admin -- someone@example.com, or -- --reset-passkeys someone@example.com';
const RESET = '--reset-passkeys';

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

/** The address given, checked; `what` names whose it is in the refusal. */
function emailArg(arg: string | undefined, what: string): string {
  if (!arg) throw new Refusal(`Give the ${what} email address. ${USAGE}`);
  const parsed = AdminEmailSchema.safeParse(arg);
  if (!parsed.success) throw new Refusal(`"${arg}" is not an email address. ${USAGE}`);
  return parsed.data;
}

async function createAdmin(env: Env, database: Database, email: string): Promise<string> {
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
}

/** Deletes the staff member's passkeys and sessions, audited as the system's `create-admin` job, and emails them. */
async function resetStaffPasskeys(env: Env, database: Database, email: string): Promise<string> {
  const ctx = { db: database.db, env, clock: () => new Date(), log: silent };
  const jobs = createJobQueue(ctx, database, { workers: false });
  await database.withBootLock(async () => {
    await database.migrate();
    await jobs.start();
  });
  try {
    const member = await staffMemberByEmail(database.db, email);
    if (!member) throw new Refusal(`No staff member has the address ${email}: nothing was changed.`);
    const deps = { db: database.db, audit: createAudit(ctx), jobs, clock: ctx.clock, publicUrl: env.PUBLIC_URL };
    const actor = { kind: 'system' as const, job: 'create-admin' };
    const done = await resetPasskeys(deps, member, actor, 'Reset from the server’s shell');
    return [
      `Reset the passkeys of ${email}: ${done.passkeysRemoved} deleted, ${done.sessionsEnded} session(s) ended.`,
      `They are emailed (by the server's job queue), then sign in at ${env.PUBLIC_URL}/console/sign-in with a`,
      'link and add a new passkey: a link sign-in lets them add their first one.',
    ].join('\n');
  } finally {
    await jobs.stop();
  }
}

async function main(): Promise<string> {
  const [first, second] = process.argv.slice(2);
  const reset = first === RESET;
  const email = emailArg(reset ? second : first, reset ? "staff member's" : "new admin's");
  const env = loadEnv();
  const database = await open(env);
  try {
    return await (reset ? resetStaffPasskeys : createAdmin)(env, database, email);
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
