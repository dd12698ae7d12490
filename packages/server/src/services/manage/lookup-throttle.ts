import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, lt, max } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { lookupFailures } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';

/**
 * Look-up throttling (docs/product-rules.md#amend-and-cancel): a few failures are free, then each
 * further attempt waits 2^k seconds after the last failure (1, 2, 4, … capped), per client and per
 * (reference, client). A reference alone is never locked: an attacker who knows it slows only their own
 * clients; once it has had many failures from anyone, each client gets fewer free tries on it.
 */
const LOOKUP_THROTTLE = {
  /** Failures older than this are forgotten (and pruned). */
  windowMinutes: 60,
  /** The longest wait asked, in seconds. */
  capSeconds: 900,
  /** Free failures from one client, over all references. */
  perClient: 10,
  /** Free failures from one client on one reference. */
  perReferenceClient: 3,
  /** A reference with this many failures from all clients in the window is "hot"… */
  hotReference: 20,
  /** …and then each client has this many free failures on it (the traveller's first try is always free). */
  perReferenceClientWhenHot: 1,
} as const;

/** The wait, in seconds, after `failures` failures of which `free` cost nothing: 0, then 1, 2, 4, … capped. */
function backoffSeconds(failures: number, free: number): number {
  return failures < free ? 0 : Math.min(LOOKUP_THROTTLE.capSeconds, 2 ** (failures - free));
}

const inWords = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

/** 429 RATE_LIMITED with how long to wait (the route sends it as `Retry-After`). */
export class LookupThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'RATE_LIMITED',
      `Too many attempts to find a booking. Please wait ${inWords(retryAfterSeconds)} and try again, ` +
        'or open the "Manage booking" link in your confirmation email.',
    );
  }
}

/** Failed look-ups: recorded, counted (in the database, so every node agrees) and pruned. */
export function createLookupThrottle(ctx: ServiceContext) {
  const windowStart = () => new Date(ctx.clock().getTime() - LOOKUP_THROTTLE.windowMinutes * 60_000);

  async function scope(where: SQL | undefined): Promise<{ n: number; last: Date | null }> {
    const [row] = await ctx.db
      .select({ n: count(), last: max(lookupFailures.at) })
      .from(lookupFailures)
      .where(and(where, gt(lookupFailures.at, windowStart())));
    return { n: row?.n ?? 0, last: row?.last ?? null };
  }

  /** Seconds until `last` + the back-off for `n` failures; 0 when that has passed. */
  function remaining({ n, last }: { n: number; last: Date | null }, free: number): number {
    const wait = backoffSeconds(n, free);
    if (!last || wait === 0) return 0;
    return Math.max(0, Math.ceil((last.getTime() + wait * 1000 - ctx.clock().getTime()) / 1000));
  }

  return {
    /**
     * Throws LookupThrottled when `client` must wait before trying `reference` again. Depends only on
     * the reference as typed, never on whether a booking has it, so it says nothing about bookings.
     */
    async check(reference: string, client: string): Promise<void> {
      const byClient = await scope(eq(lookupFailures.client, client));
      const byPair = await scope(and(eq(lookupFailures.client, client), eq(lookupFailures.reference, reference)));
      const byReference = await scope(eq(lookupFailures.reference, reference));
      const hot = byReference.n >= LOOKUP_THROTTLE.hotReference;
      const wait = Math.max(
        remaining(byClient, LOOKUP_THROTTLE.perClient),
        remaining(byPair, hot ? LOOKUP_THROTTLE.perReferenceClientWhenHot : LOOKUP_THROTTLE.perReferenceClient),
      );
      if (wait > 0) throw new LookupThrottled(wait);
    },
    /** Records one failed look-up. */
    async fail(reference: string, client: string): Promise<void> {
      await ctx.db.insert(lookupFailures).values({ id: randomUUID(), reference, client, at: ctx.clock() });
    },
    /** Old failures are of no further use. */
    async prune(): Promise<void> {
      await ctx.db.delete(lookupFailures).where(lt(lookupFailures.at, windowStart()));
    },
  };
}
