import { createHash } from 'node:crypto';
import { POLICY } from '@parking/core';
import { and, countDistinct, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { bookings, searchViews } from '../db/schema/index';
import type { ServiceContext } from './context';

/** Real social-proof figures of a provider (product rules: never invented). */
export type ProviderStats = { totalBooked: number; currentlyViewing: number };

/** A searcher, as a hash of what they searched and where from: distinct, but not personal data. */
export function viewerHash(criteria: unknown, ip: string): string {
  return createHash('sha256').update(JSON.stringify(criteria)).update('|').update(ip).digest('hex').slice(0, 32);
}

type View = { providerId: string; viewer: string; createdAt: Date };

/**
 * Records a row per provider shown by a search and answers totalBooked / currentlyViewing.
 * Rows are written in batches and the figures re-read at most every `cacheMs` (0 in tests:
 * every call writes and reads), so searches cost one query for capacity, not four.
 */
export function createStats(ctx: ServiceContext, cacheMs = 2_000) {
  // Keyed by provider and viewer: the same searcher repeating a search within one batch is one row.
  let pending = new Map<string, View>();
  const cache = new Map<
    string,
    { at: number; stats: Map<string, ProviderStats>; loading?: Promise<Map<string, ProviderStats>> }
  >();

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    await ctx.db.insert(searchViews).values(batch);
  }

  async function read(providerIds: string[]): Promise<Map<string, ProviderStats>> {
    await flush();
    const since = new Date(ctx.clock().getTime() - POLICY.viewingWindowMinutes * 60_000);
    const [booked, viewing] = await Promise.all([
      ctx.db
        .select({ providerId: bookings.providerId, n: count() })
        .from(bookings)
        .where(and(inArray(bookings.providerId, providerIds), eq(bookings.status, 'confirmed')))
        .groupBy(bookings.providerId),
      ctx.db
        .select({ providerId: searchViews.providerId, n: countDistinct(searchViews.viewer) })
        .from(searchViews)
        .where(and(inArray(searchViews.providerId, providerIds), gt(searchViews.createdAt, since)))
        .groupBy(searchViews.providerId),
    ]);
    const stats = new Map(providerIds.map((id) => [id, { totalBooked: 0, currentlyViewing: 0 }]));
    for (const r of booked) stats.get(r.providerId)!.totalBooked = Number(r.n);
    for (const r of viewing) stats.get(r.providerId)!.currentlyViewing = Number(r.n);
    return stats;
  }

  return {
    /** Notes that `viewer` was shown these providers now. */
    record(providerIds: readonly string[], viewer: string): void {
      const createdAt = ctx.clock();
      for (const providerId of providerIds) pending.set(`${providerId}|${viewer}`, { providerId, viewer, createdAt });
    },
    /** Figures for a set of providers (one airport's), fresh within `cacheMs`. */
    async forProviders(providerIds: string[]): Promise<Map<string, ProviderStats>> {
      if (providerIds.length === 0) return new Map();
      if (cacheMs <= 0) return read(providerIds);
      const key = providerIds.join(',');
      let entry = cache.get(key);
      if (!entry) {
        entry = { at: 0, stats: new Map() };
        cache.set(key, entry);
      }
      const fresh = Date.now() - entry.at < cacheMs;
      if (!fresh && !entry.loading) {
        const target = entry;
        target.loading = read(providerIds)
          .then((stats) => Object.assign(target, { at: Date.now(), stats }).stats)
          .catch((err: unknown) => {
            ctx.log.warn({ err }, 'could not refresh provider figures');
            return target.stats;
          })
          .finally(() => (target.loading = undefined));
      }
      // Serve the last figures while a refresh runs, so a refresh never holds up a search.
      return entry.at === 0 && entry.loading ? entry.loading : entry.stats;
    },
    /** Writes buffered views (called on shutdown). */
    flush,
    /** Deletes views too old to count (the sweeper calls this). */
    async prune(): Promise<void> {
      const before = new Date(ctx.clock().getTime() - 4 * POLICY.viewingWindowMinutes * 60_000);
      await ctx.db.delete(searchViews).where(lt(searchViews.createdAt, before));
    },
  };
}
export type Stats = ReturnType<typeof createStats>;
