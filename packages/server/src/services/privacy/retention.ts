import { londonInstant, londonNow } from '@parking/core';
import { and, asc, isNull, lt } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { createAudit } from '../audit/index';
import type { ServiceContext } from '../context';
import { anonymiseBooking, anonymiseMessagesBefore } from './erase';

/** Bookings anonymised per transaction: a long backlog (the first run) never holds one huge transaction. */
const BATCH = 200;

/** The London date `months` calendar months before `date` (31 March − 1 month → 28 or 29 February). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The retention job (docs/product-rules.md): anonymises every booking whose stay ended more than
 * RETENTION_MONTHS ago (its pick-up date before today's date that many months back) and not anonymised
 * yet, and every contact message received before that date (with our replies). Idempotent (a booking is done once; two processes running it at once skip each other's rows by the
 * row lock in `anonymiseBooking`). A run that anonymised anything writes one audit entry with the count.
 */
export async function runRetention(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock();
  const cutoff = monthsBefore(londonNow(now).date, ctx.env.RETENTION_MONTHS);
  let done = 0;
  for (let round = 0; round < 10_000; round++) {
    const due = await ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(isNull(bookings.anonymisedAt), lt(bookings.exitDate, cutoff)))
      .orderBy(asc(bookings.exitDate))
      .limit(BATCH);
    if (due.length === 0) break;
    let changed = 0;
    await ctx.db.transaction(async (tx) => {
      for (const { id } of due) if (await anonymiseBooking(tx, id, now)) changed++;
    });
    done += changed;
    if (changed === 0) break;
  }
  const messages = await ctx.db.transaction((tx) => anonymiseMessagesBefore(tx, londonInstant(cutoff, '00:00')));
  if (done + messages > 0)
    await createAudit(ctx).record({
      actor: { kind: 'system', job: 'retention' },
      organizationId: null,
      action: 'bookings.retention-anonymised',
      target: { type: 'bookings', id: `before:${cutoff}` },
      fields: {
        count: { before: null, after: done },
        contactMessages: { before: null, after: messages },
        retentionMonths: { before: null, after: ctx.env.RETENTION_MONTHS },
      },
    });
  return done;
}

/**
 * Runs `runRetention` at most once per London day in this process (the sweeper ticks every few seconds;
 * the job is daily). Every process may run it: the work is idempotent.
 */
function dailyRetention(ctx: ServiceContext): () => Promise<number> {
  let lastDay: string | undefined;
  return async () => {
    const today = londonNow(ctx.clock()).date;
    if (lastDay === today) return 0;
    const done = await runRetention(ctx);
    lastDay = today;
    return done;
  };
}

const runners = new WeakMap<ServiceContext, () => Promise<number>>();

/** The app's one daily retention runner (one per service context, so one per app). */
export function retentionFor(ctx: ServiceContext): () => Promise<number> {
  let run = runners.get(ctx);
  if (!run) runners.set(ctx, (run = dailyRetention(ctx)));
  return run;
}
