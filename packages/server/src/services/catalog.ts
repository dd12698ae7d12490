import type { Airport, Provider } from '@parking/core';
import { and, asc, avg, count, eq, isNull } from 'drizzle-orm';
import { airports, bookings, providerPhotos, providers, reviews } from '../db/schema/index';
import type { ServiceContext } from './context';
import fp from 'fastify-plugin';

/** A provider as the services use it: the wire Provider without live figures, plus its daily capacity. */
export type CatalogProvider = Omit<Provider, 'totalBooked' | 'currentlyViewing'> & { spacesPerDay: number };

type ProviderRow = typeof providers.$inferSelect;

/** A provider's verified-review figures: how many, and their mean rounded to one decimal. */
type ReviewFigures = { rating: number; reviewCount: number };

/** The public address of a listing photo (the providers resource serves it, cacheable for good). */
export const listingPhotoUrl = (providerId: string, photoId: string) =>
  `/api/v1/providers/${encodeURIComponent(providerId)}/photos/${encodeURIComponent(photoId)}`;

function toCatalogProvider(
  row: ProviderRow,
  airportName: string,
  figures: ReviewFigures,
  photo: string | undefined,
): CatalogProvider {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    airportId: row.airportId,
    airportName,
    ...figures,
    pricePerDay: row.pricePerDay,
    gatePricePerDay: row.gatePricePerDay,
    airportCharge: row.airportCharge,
    transferMinutes: row.transferMinutes,
    keepsKeys: row.keepsKeys,
    features: row.features,
    isRecommended: row.isRecommended,
    // The operator's first listing photo, once they added one, replaces the standard picture.
    imageUrl: photo ?? row.imageUrl,
    description: row.description,
    address: row.address,
    phone: row.phone,
    arrivalInstructions: row.arrivalInstructions,
    returnInstructions: row.returnInstructions,
    spacesPerDay: row.spacesPerDay,
  };
}

/** `inactive`: car parks our staff took out of search (still found by id, for their bookings). */
type Snapshot = { airports: Airport[]; providers: CatalogProvider[]; inactive: Set<string>; loadedAt: number };

/** One page of a list, with the list's full length. */
type Page<T> = { items: T[]; total: number };

function pageOf<T>(all: T[], page: number, limit: number): Page<T> {
  return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
}

/** Ratings come only from verified reviews (docs/product-rules.md#content), the ones /reviews lists: never hidden ones. */
async function reviewFigures(ctx: ServiceContext): Promise<Map<string, ReviewFigures>> {
  const rows = await ctx.db
    .select({ providerId: bookings.providerId, n: count(), mean: avg(reviews.rating) })
    .from(reviews)
    .innerJoin(bookings, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.status, 'confirmed'), isNull(reviews.hiddenAt)))
    .groupBy(bookings.providerId);
  return new Map(
    rows.map((r) => [r.providerId, { reviewCount: Number(r.n), rating: Math.round(Number(r.mean) * 10) / 10 }]),
  );
}

/** Each provider's first listing photo, as its public address. */
async function firstPhotos(ctx: ServiceContext): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectDistinctOn([providerPhotos.providerId], { providerId: providerPhotos.providerId, id: providerPhotos.id })
    .from(providerPhotos)
    .orderBy(providerPhotos.providerId, asc(providerPhotos.position), asc(providerPhotos.createdAt));
  return new Map(rows.map((r) => [r.providerId, listingPhotoUrl(r.providerId, r.id)]));
}

async function load(ctx: ServiceContext): Promise<Snapshot> {
  const airportRows = await ctx.db.select().from(airports).orderBy(asc(airports.name));
  const providerRows = await ctx.db.select().from(providers).orderBy(asc(providers.name));
  const figures = await reviewFigures(ctx);
  const photos = await firstPhotos(ctx);
  const names = new Map(airportRows.map((a) => [a.id, a.name]));
  const none: ReviewFigures = { rating: 0, reviewCount: 0 };
  return {
    airports: airportRows.map((a) => ({ id: a.id, name: a.name, code: a.code, city: a.city, country: a.country })),
    providers: providerRows.map((p) =>
      toCatalogProvider(p, names.get(p.airportId) ?? '', figures.get(p.id) ?? none, photos.get(p.id)),
    ),
    inactive: new Set(providerRows.filter((p) => !p.active).map((p) => p.id)),
    loadedAt: Date.now(),
  };
}

/**
 * Airports and providers: reference data read on every search, so it is kept in memory and re-read
 * after `ttlMs`. Short, because each node has its own copy and they must agree on prices: an edit in
 * the database shows up on every node within those few seconds.
 */
function createCatalog(ctx: ServiceContext, ttlMs = 5_000) {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function current(): Promise<Snapshot> {
    if (snapshot && Date.now() - snapshot.loadedAt < ttlMs) return snapshot;
    loading ??= load(ctx).finally(() => (loading = undefined));
    snapshot = await loading;
    return snapshot;
  }

  return {
    /** A page of airports, by name. */
    async listAirports(page: number, limit: number): Promise<Page<Airport>> {
      return pageOf((await current()).airports, page, limit);
    },
    async airport(id: string): Promise<Airport | undefined> {
      return (await current()).airports.find((a) => a.id === id);
    },
    /** The providers travellers can book at an airport (not those our staff deactivated). */
    async providersAt(airportId: string): Promise<CatalogProvider[]> {
      const { providers, inactive } = await current();
      return providers.filter((p) => p.airportId === airportId && !inactive.has(p.id));
    },
    /**
     * A page of the providers at an airport, recommended first, then by name; `undefined` when the
     * airport is unknown (so a route can tell "no such airport" from "no providers yet").
     */
    async listProviders(airportId: string, page: number, limit: number): Promise<Page<CatalogProvider> | undefined> {
      const { airports, providers, inactive } = await current();
      if (!airports.some((a) => a.id === airportId)) return undefined;
      const at = providers
        .filter((p) => p.airportId === airportId && !inactive.has(p.id))
        .sort((a, b) => Number(b.isRecommended) - Number(a.isRecommended) || a.name.localeCompare(b.name, 'en-GB'));
      return pageOf(at, page, limit);
    },
    /** False for a car park our staff deactivated: out of search, new bookings refused. */
    async bookable(id: string): Promise<boolean> {
      return !(await current()).inactive.has(id);
    },
    /** Any provider by id, deactivated ones included (their bookings still show it). */
    async provider(id: string): Promise<CatalogProvider | undefined> {
      return (await current()).providers.find((p) => p.id === id);
    },
    /** Drops the cached copy (after the seed or an edit). */
    invalidate(): void {
      snapshot = undefined;
    },
  };
}
export type Catalog = ReturnType<typeof createCatalog>;

/** Decorates `app.catalog`. */
export const catalogPlugin = fp(
  async (app) => void app.decorate('catalog', createCatalog(app.ctx, app.tuning.cache.catalogMs)),
  { name: 'catalog', dependencies: ['context'] },
);
