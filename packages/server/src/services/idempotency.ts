import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../errors';
import fp from 'fastify-plugin';
import type { ServiceContext } from './context';

/**
 * How long a claim without an answer holds its key: a request that died mid-flight (a crashed
 * process) leaves an "in progress" claim, and after this the same key and body may run again.
 */
const IDEMPOTENCY_LEASE_MS = 60_000;

/** A stored answer: replayed as-is for the same key and body. */
type StoredResponse = { status: number; body: unknown };

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

async function existing(ctx: ServiceContext, key: string, hash: string): Promise<StoredResponse | undefined> {
  const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new AppError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request. Use a new key.',
    );
  }
  if (row.statusCode === null) {
    throw new AppError(
      409,
      'CONFLICT',
      'A request with this Idempotency-Key is still in progress. Try again in a moment.',
    );
  }
  return { status: row.statusCode, body: row.response };
}

/** Takes over a claim whose request died (older than the lease, no answer, same body). */
async function takeOver(ctx: ServiceContext, key: string, hash: string): Promise<boolean> {
  const now = ctx.clock();
  const taken = await ctx.db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.requestHash, hash),
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_LEASE_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/**
 * Idempotency-Key handling: the first request claims the key, runs, and stores its answer; the same
 * key and body replays that answer; the same key with another body is 409 IDEMPOTENCY_KEY_REUSED.
 * A failed request frees the key so the client can retry (e.g. after confirming a new price); a
 * claim left by a request that never finished lapses after IDEMPOTENCY_LEASE_MS.
 */
function createIdempotency(ctx: ServiceContext) {
  return {
    /** The booking reference a finished request under `key` answered with, if any. */
    async referenceOf(key: string): Promise<string | undefined> {
      const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      const body = row?.response as { reference?: unknown } | null | undefined;
      return typeof body?.reference === 'string' ? body.reference : undefined;
    },
    /** Forgets keys older than a day (clients retry within minutes; the sweeper calls this). */
    async prune(): Promise<void> {
      await ctx.db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(ctx.clock().getTime() - 86_400_000)));
    },
    async run(
      key: string,
      hash: string,
      work: () => Promise<StoredResponse>,
    ): Promise<StoredResponse & { replayed: boolean }> {
      const claimed = await ctx.db
        .insert(idempotencyKeys)
        .values({ key, requestHash: hash, createdAt: ctx.clock() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0 && !(await takeOver(ctx, key, hash))) {
        const stored = await existing(ctx, key, hash);
        if (stored) return { ...stored, replayed: true };
        throw new AppError(
          409,
          'CONFLICT',
          'A request with this Idempotency-Key is still in progress. Try again in a moment.',
        );
      }
      try {
        const result = await work();
        await ctx.db
          .update(idempotencyKeys)
          .set({ statusCode: result.status, response: result.body })
          .where(eq(idempotencyKeys.key, key));
        return { ...result, replayed: false };
      } catch (e) {
        await ctx.db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
        throw e;
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

/** Decorates `app.idempotency`. */
export const idempotencyPlugin = fp(async (app) => void app.decorate('idempotency', createIdempotency(app.ctx)), {
  name: 'idempotency',
  dependencies: ['context'],
});
