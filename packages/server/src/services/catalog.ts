import type { Airport, Provider } from '@parking/core';
import { asc } from 'drizzle-orm';
import { airports, providers } from '../db/schema/index';
import type { ServiceContext } from './context';

/** A provider as the services use it: the wire Provider without live figures, plus its daily capacity. */
export type CatalogProvider = Omit<Provider, 'totalBooked' | 'currentlyViewing'> & { spacesPerDay: number };

type ProviderRow = typeof providers.$inferSelect;

function toCatalogProvider(row: ProviderRow, airportName: string): CatalogProvider {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    airportId: row.airportId,
    airportName,
    rating: row.rating,
    reviewCount: row.reviewCount,
    pricePerDay: row.pricePerDay,
    originalPrice: row.originalPrice,
    features: row.features,
    isRecommended: row.isRecommended,
    imageUrl: row.imageUrl,
    description: row.description,
    address: row.address,
    phone: row.phone,
    arrivalInstructions: row.arrivalInstructions,
    returnInstructions: row.returnInstructions,
    spacesPerDay: row.spacesPerDay,
  };
}

type Snapshot = { airports: Airport[]; providers: CatalogProvider[]; loadedAt: number };

/**
 * Airports and providers: reference data read on every search, so it is kept in memory and re-read
 * after `ttlMs` (edits in the database show up within that time).
 */
export function createCatalog(ctx: ServiceContext, ttlMs = 60_000) {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const airportRows = await ctx.db.select().from(airports).orderBy(asc(airports.name));
    const providerRows = await ctx.db.select().from(providers).orderBy(asc(providers.name));
    const names = new Map(airportRows.map((a) => [a.id, a.name]));
    return {
      airports: airportRows.map((a) => ({ id: a.id, name: a.name, code: a.code, city: a.city, country: a.country })),
      providers: providerRows.map((p) => toCatalogProvider(p, names.get(p.airportId) ?? '')),
      loadedAt: Date.now(),
    };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && Date.now() - snapshot.loadedAt < ttlMs) return snapshot;
    loading ??= load().finally(() => (loading = undefined));
    snapshot = await loading;
    return snapshot;
  }

  return {
    /** A page of airports, by name. */
    async listAirports(page: number, limit: number): Promise<{ items: Airport[]; total: number }> {
      const all = (await current()).airports;
      return { items: all.slice((page - 1) * limit, page * limit), total: all.length };
    },
    async airport(id: string): Promise<Airport | undefined> {
      return (await current()).airports.find((a) => a.id === id);
    },
    async providersAt(airportId: string): Promise<CatalogProvider[]> {
      return (await current()).providers.filter((p) => p.airportId === airportId);
    },
    /**
     * A page of the providers at an airport, recommended first, then by name; `undefined` when the
     * airport is unknown (so a route can tell "no such airport" from "no providers yet").
     */
    async listProviders(
      airportId: string,
      page: number,
      limit: number,
    ): Promise<{ items: CatalogProvider[]; total: number } | undefined> {
      const { airports: known, providers: all } = await current();
      if (!known.some((a) => a.id === airportId)) return undefined;
      const at = all
        .filter((p) => p.airportId === airportId)
        .sort((a, b) => Number(b.isRecommended) - Number(a.isRecommended) || a.name.localeCompare(b.name, 'en-GB'));
      return { items: at.slice((page - 1) * limit, page * limit), total: at.length };
    },
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
