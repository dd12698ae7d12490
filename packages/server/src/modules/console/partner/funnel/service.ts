import {
  FUNNEL_VIEW_STEPS,
  type FunnelCounts,
  type FunnelDay,
  type FunnelOrigin,
  type FunnelQuery,
  type FunnelView,
  addDays,
  funnelConversion,
  londonInstant,
  londonNow,
  dayRange,
} from '@parking/core';
import { and, asc, between, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { bookings, partnerFunnel, partners } from '../../../../db/schema/index';
import { notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { ServiceContext } from '../../../../services/context';

/** A paid booking whose page origin is unknown (made before origins were kept). */
const UNKNOWN_ORIGIN = '(origin not known)';

const zero = (): FunnelCounts => ({ loaded: 0, searched: 0, results: 0, step1: 0, paid: 0 });

/** Counts by origin, then by day, filled from the funnel rows and the paid bookings. */
class Tally {
  readonly byOrigin = new Map<string, Map<string, FunnelCounts>>();

  add(origin: string, day: string, step: keyof FunnelCounts, n: number): void {
    const days = this.byOrigin.get(origin) ?? new Map<string, FunnelCounts>();
    this.byOrigin.set(origin, days);
    const counts = days.get(day) ?? zero();
    days.set(day, counts);
    counts[step] += n;
  }
}

function sum(list: FunnelCounts[]): FunnelCounts {
  const total = zero();
  for (const c of list) for (const s of FUNNEL_VIEW_STEPS) total[s] += c[s];
  return total;
}

async function countSteps(ctx: ServiceContext, tally: Tally, keyIds: string[], from: string, to: string) {
  const rows = await ctx.db
    .select({
      day: partnerFunnel.day,
      origin: partnerFunnel.origin,
      step: partnerFunnel.step,
      n: sql<number>`sum(${partnerFunnel.count})`.mapWith(Number),
    })
    .from(partnerFunnel)
    .where(and(inArray(partnerFunnel.keyId, keyIds), between(partnerFunnel.day, from, to)))
    .groupBy(partnerFunnel.day, partnerFunnel.origin, partnerFunnel.step);
  for (const r of rows)
    if ((FUNNEL_VIEW_STEPS as readonly string[]).includes(r.step))
      tally.add(r.origin, r.day, r.step as keyof FunnelCounts, r.n);
}

/** Confirmed bookings through the keys, by the London day they were made and their page origin. */
async function countPaid(ctx: ServiceContext, tally: Tally, org: string, keyIds: string[], q: Range) {
  const rows = await ctx.db
    .select({ createdAt: bookings.createdAt, origin: bookings.partnerOrigin })
    .from(bookings)
    .where(
      and(
        eq(bookings.partnerOrgId, org),
        inArray(bookings.partnerKeyId, keyIds),
        eq(bookings.status, 'confirmed'),
        eq(bookings.test, q.mode === 'test'),
        gte(bookings.createdAt, londonInstant(q.from, '00:00')),
        lt(bookings.createdAt, londonInstant(addDays(q.to, 1), '00:00')),
      ),
    );
  for (const r of rows) tally.add(r.origin ?? UNKNOWN_ORIGIN, londonNow(r.createdAt).date, 'paid', 1);
}

type Range = { from: string; to: string; mode: 'live' | 'test' };

function originsOf(tally: Tally): FunnelOrigin[] {
  const out = [...tally.byOrigin].map(([origin, byDay]): FunnelOrigin => {
    const days: FunnelDay[] = [...byDay]
      .map(([day, counts]) => ({ day, ...counts }))
      .sort((a, b) => a.day.localeCompare(b.day));
    const totals = sum(days);
    return { origin, days, totals, conversion: funnelConversion(totals) };
  });
  return out.sort((a, b) => b.totals.loaded - a.totals.loaded || a.origin.localeCompare(b.origin));
}

/**
 * The partner's funnel over London days `from` to `to` (the last 30 by default) for its keys of one mode
 * (one key when `key` names it; another organisation's key, or one of the other mode, is a 404).
 */
export async function funnelView(ctx: ServiceContext, member: ConsoleMember, q: FunnelQuery): Promise<FunnelView> {
  const { from, to } = dayRange(q, londonNow(ctx.clock()).date);
  const keys = await ctx.db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.organizationId, member.organizationId), eq(partners.mode, q.mode)))
    .orderBy(asc(partners.name), asc(partners.id));
  if (q.key !== undefined && !keys.some((k) => k.id === q.key)) throw notFound('Key');
  const keyIds = q.key !== undefined ? [q.key] : keys.map((k) => k.id);
  const tally = new Tally();
  if (keyIds.length > 0)
    await Promise.all([
      countSteps(ctx, tally, keyIds, from, to),
      countPaid(ctx, tally, member.organizationId, keyIds, { from, to, mode: q.mode }),
    ]);
  const origins = originsOf(tally);
  const totals = sum(origins.map((o) => o.totals));
  return { from, to, mode: q.mode, key: q.key ?? null, keys, origins, totals, conversion: funnelConversion(totals) };
}
