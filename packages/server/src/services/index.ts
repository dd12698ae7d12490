import { createCatalog } from './catalog';
import type { ServiceContext } from './context';
import { createPartners } from './partners';
import { createCoupons } from './pricing';
import { createSearch } from './search';
import { createStats } from './stats';

/** Tuning of the in-memory caches (tests set 0 to read the database every time). */
export type CacheOptions = { catalogMs?: number; statsMs?: number; partnersMs?: number };

/** Every service of the app, built once per app and shared by the routes. */
export function createServices(ctx: ServiceContext, cache: CacheOptions = {}) {
  const catalog = createCatalog(ctx, cache.catalogMs);
  const stats = createStats(ctx, cache.statsMs);
  const partners = createPartners(ctx, cache.partnersMs);
  const coupons = createCoupons(ctx);
  const search = createSearch(ctx, catalog, stats);
  return { ctx, catalog, stats, partners, coupons, search };
}
export type Services = ReturnType<typeof createServices>;
