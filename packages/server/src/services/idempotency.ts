import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { bookings, idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';
import fp from 'fastify-plugin';
import type { Tx } from './availability';
import type { ServiceContext } from './context';
import type { IdempotencyFault } from './idempotency-points';

/**
 * How long a claim written by an older version (no booking named on it, no answer) holds its key: such a
 * claim was taken before its work, so a request that died mid-flight left it behind.
 */
const LEGACY_LEASE_MS = 60_000;

/** A stored answer: replayed as-is for the same key and body. */
type StoredResponse = { status: number; body: unknown };

/** What a keyed request's work is handed: it claims the key inside its own transaction. */
export type KeyClaim = {
  /** Writes the key, naming the booking, in the booking's transaction; a key already claimed aborts it. */
  claim(tx: Tx, bookingId: string): Promise<void>;
  /** Called once the booking's transaction has committed. */
  committed(): Promise<void>;
};

/** A keyed request: its work, and how to finish the answer for a booking a crashed attempt committed. */
type KeyedWork = {
  execute(key: KeyClaim): Promise<StoredResponse>;
  /** The answer for the key's committed booking, or undefined when that attempt failed (run it again). */
  resume(bookingId: string): Promise<StoredResponse | undefined>;
};

/** Thrown inside the work's transaction when another request holds the key: rolls the work back. */
class KeyTakenError extends Error {}

/** Stable hash of a request body (keys sorted) plus anything else that makes requests differ. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, canonical(x)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

const inProgress = () =>
  new AppError(409, 'CONFLICT', 'A request with this Idempotency-Key is still in progress. Try again in a moment.');

async function lookup(ctx: ServiceContext, key: string, hash: string) {
  const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (row && row.requestHash !== hash) {
    throw new AppError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Use a new key.',
    );
  }
  return row;
}

/** Frees a key whose attempt failed after its commit (checkout never opened), or an older version's lapsed claim. */
async function free(ctx: ServiceContext, key: string, bookingId: string | null): Promise<boolean> {
  const cutoff = new Date(ctx.clock().getTime() - LEGACY_LEASE_MS);
  const freed = await ctx.db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.statusCode),
        bookingId ? eq(idempotencyKeys.bookingId, bookingId) : lt(idempotencyKeys.createdAt, cutoff),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return freed.length > 0;
}

/**
 * Idempotency-Key handling (docs/architecture.md#one-booking-per-key). The key is written in the same
 * transaction as the booking it places, so whatever dies when, a retry with the same key and body finds
 * either nothing (run again) or that booking (answer with it at once: same reference, same checkout). The
 * answer is stored afterwards only to replay it cheaply. Same key, other body: 409 IDEMPOTENCY_KEY_REUSED.
 */
function createIdempotency(ctx: ServiceContext, fault: IdempotencyFault = async () => {}) {
  async function answer(key: string, result: StoredResponse, replayed: boolean) {
    await fault('before-answer');
    await ctx.db
      .update(idempotencyKeys)
      .set({ statusCode: result.status, response: result.body })
      .where(eq(idempotencyKeys.key, key));
    await fault('after-answer');
    return { ...result, replayed };
  }
  const claimOf = (key: string, hash: string): KeyClaim => ({
    async claim(tx, bookingId) {
      // A second request with the key waits here until the first commits, then finds it and rolls back.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ key, requestHash: hash, bookingId, createdAt: ctx.clock() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTakenError();
      await fault('before-commit');
    },
    committed: () => fault('after-commit'),
  });
  return {
    /** The booking reference the request under `key` placed, if any. */
    async referenceOf(key: string): Promise<string | undefined> {
      const [row] = await ctx.db
        .select({ reference: bookings.reference })
        .from(idempotencyKeys)
        .innerJoin(bookings, eq(bookings.id, idempotencyKeys.bookingId))
        .where(eq(idempotencyKeys.key, key));
      return row?.reference;
    },
    /** Forgets keys older than a day (clients retry within minutes; the sweeper calls this). */
    async prune(): Promise<void> {
      await ctx.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(ctx.clock().getTime() - 86_400_000)));
    },
    async run(key: string, hash: string, work: KeyedWork): Promise<StoredResponse & { replayed: boolean }> {
      // Three rounds at most: a lost race for the key, then a failed attempt freed, then give up.
      for (let round = 0; round < 3; round++) {
        const found = await lookup(ctx, key, hash);
        if (found?.statusCode != null) return { status: found.statusCode, body: found.response, replayed: true };
        if (found?.bookingId) {
          const resumed = await work.resume(found.bookingId);
          if (resumed) return answer(key, resumed, true);
          await free(ctx, key, found.bookingId);
        } else if (found && !(await free(ctx, key, null))) throw inProgress();
        try {
          return await answer(key, await work.execute(claimOf(key, hash)), false);
        } catch (e) {
          if (!(e instanceof KeyTakenError)) throw e;
        }
      }
      throw inProgress();
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Decorates `app.idempotency`. */
export const idempotencyPlugin = fp(
  async (app) => void app.decorate('idempotency', createIdempotency(app.ctx, app.tuning.idempotencyFault)),
  { name: 'idempotency', dependencies: ['context'] },
);
