import { createHash } from 'node:crypto';
import { POLICY } from '@parking/core';
import { and, count, countDistinct, eq, gt, inArray, lt } from 'drizzle-orm';
import { bookings, searchViews } from '../db/schema/index';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

/** Real social-proof figures of a provider (docs/product-rules.md#quotes-and-prices: never invented). */
export type ProviderStats = { totalBooked: number; currentlyViewing: number };

/** Fewer other visitors than this and "viewing now" is not shown at all: one other is not a crowd. */
const MIN_OTHER_VIEWERS = 2;

/**
 * A visitor, as a hash of where they come from and their browser: one person repeating or changing a
 * search stays one visitor, and nothing personal is stored.
 */
export function visitorHash(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(ip)
    .update('|')
    .update(userAgent ?? '')
    .digest('hex')
    .slice(0, 32);
}

type View = { providerId: string; viewer: string; createdAt: Date };

/** Per provider: confirmed bookings, and how many distinct visitors were shown it in the viewing window. */
type Figures = Map<string, { totalBooked: number; viewers: number }>;

/**
 * The figures as shown. For a search (`asker`), the asker was recorded before the figures were read,
 * so one viewer is theirs and is left out; the answer is then the same for every asker, which lets a
 * search answer be shared. A lone other visitor is not shown at all.
 */
function asShown(figures: Figures, asker: boolean): Map<string, ProviderStats> {
  const shown = new Map<string, ProviderStats>();
  for (const [id, f] of figures) {
    const others = f.viewers - (asker ? 1 : 0);
    shown.set(id, { totalBooked: f.totalBooked, currentlyViewing: others >= MIN_OTHER_VIEWERS ? others : 0 });
  }
  return shown;
}

/** Confirmed bookings and distinct recent viewers per provider, read from the database. */
async function countFigures(ctx: ServiceContext, providerIds: string[]): Promise<Figures> {
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
  const figures: Figures = new Map(providerIds.map((id) => [id, { totalBooked: 0, viewers: 0 }]));
  for (const r of booked) figures.get(r.providerId)!.totalBooked = Number(r.n);
  for (const r of viewing) figures.get(r.providerId)!.viewers = Number(r.n);
  return figures;
}

/**
 * Records a row per provider shown by a search and answers totalBooked / currentlyViewing.
 * Rows are written in batches and the figures re-read at most every `cacheMs` (0 in tests:
 * every call writes and reads), so searches cost one query for capacity, not four.
 */
function createStats(ctx: ServiceContext, cacheMs = 2_000) {
  // Keyed by provider and viewer: the same searcher repeating a search within one batch is one row.
  let pending = new Map<string, View>();
  const cache = new Map<string, { at: number; figures: Figures; loading?: Promise<Figures> }>();

  async function flush(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending = new Map();
    await ctx.db.insert(searchViews).values(batch);
  }

  async function read(providerIds: string[]): Promise<Figures> {
    await flush();
    return countFigures(ctx, providerIds);
  }

  return {
    /** Notes that `viewer` was shown these providers now. */
    record(providerIds: readonly string[], viewer: string): void {
      const createdAt = ctx.clock();
      for (const providerId of providerIds) pending.set(`${providerId}|${viewer}`, { providerId, viewer, createdAt });
    },
    /**
     * Figures for a set of providers (one airport's), fresh within `cacheMs`. `asker`: for a search,
     * whose own view is left out; an airport page (no search) leaves nobody out.
     */
    async forProviders(providerIds: string[], { asker = false } = {}): Promise<Map<string, ProviderStats>> {
      if (providerIds.length === 0) return new Map();
      if (cacheMs <= 0) return asShown(await read(providerIds), asker);
      const key = providerIds.join(',');
      let entry = cache.get(key);
      if (!entry) {
        entry = { at: 0, figures: new Map() };
        cache.set(key, entry);
      }
      const fresh = Date.now() - entry.at < cacheMs;
      if (!fresh && !entry.loading) {
        const target = entry;
        target.loading = read(providerIds)
          .then((figures) => Object.assign(target, { at: Date.now(), figures }).figures)
          .catch((err: unknown) => {
            ctx.log.warn({ err }, 'could not refresh provider figures');
            return target.figures;
          })
          .finally(() => (target.loading = undefined));
      }
      // Serve the last figures while a refresh runs, so a refresh never holds up a search.
      return asShown(entry.at === 0 && entry.loading ? await entry.loading : entry.figures, asker);
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

/** Decorates `app.stats`. */
export const statsPlugin = fp(
  async (app) => void app.decorate('stats', createStats(app.ctx, app.tuning.cache.statsMs)),
  { name: 'stats', dependencies: ['context'] },
);
