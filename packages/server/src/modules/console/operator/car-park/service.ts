import type { CarParkListing, CarParkSettings, ListingPhoto } from '@parking/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import type { Tx } from '../../../../services/availability';
import { airports, providerPhotos, providers } from '../../../../db/schema/index';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Audit, AuditField } from '../../../../services/audit/index';
import { listingPhotoUrl } from '../../../../services/catalog';
import { ownCarPark } from '../../../../services/console/car-parks';
import type { ServiceContext } from '../../../../services/context';

/** What a listing change needs besides the database: the audit log's writer. */
export type ListingDeps = { ctx: ServiceContext; audit: Audit };

/** The listing's columns, by the wire field each one holds. */
const LISTING_COLUMNS = {
  name: providers.name,
  description: providers.description,
  features: providers.features,
  transferMinutes: providers.transferMinutes,
  arrivalInstructions: providers.arrivalInstructions,
  returnInstructions: providers.returnInstructions,
  phone: providers.phone,
  bookingsEmail: providers.bookingsEmail,
};

const LISTING_FIELDS = Object.keys(LISTING_COLUMNS) as (keyof CarParkListing)[];

/**
 * The car park with its listing, only when the member's organisation runs it (services/console/car-parks.ts);
 * `forUpdate` locks the row inside a transaction.
 */
async function listedCarPark(db: Db | Tx, organizationId: string, id: string, forUpdate = false) {
  const columns = {
    id: providers.id,
    airport: airports.name,
    type: providers.type,
    address: providers.address,
    pricePerDay: providers.pricePerDay,
    ...LISTING_COLUMNS,
  };
  return ownCarPark(db, { organizationId, id, forUpdate }, columns);
}

/** 404 unless the member's organisation runs car park `id`. */
export async function assertOwnCarPark(ctx: ServiceContext, member: ConsoleMember, id: string): Promise<void> {
  await listedCarPark(ctx.db, member.organizationId, id);
}

/** A car park's listing photos in their order (without their bytes). */
export async function listingPhotos(db: Db, providerId: string): Promise<ListingPhoto[]> {
  const rows = await db
    .select({
      id: providerPhotos.id,
      alt: providerPhotos.alt,
      width: providerPhotos.width,
      height: providerPhotos.height,
    })
    .from(providerPhotos)
    .where(eq(providerPhotos.providerId, providerId))
    .orderBy(asc(providerPhotos.position), asc(providerPhotos.createdAt));
  return rows.map((r) => ({ ...r, url: listingPhotoUrl(providerId, r.id) }));
}

type OwnRow = Awaited<ReturnType<typeof listedCarPark>>;

const listingOf = (row: OwnRow): CarParkListing =>
  Object.fromEntries(LISTING_FIELDS.map((f) => [f, row[f]])) as CarParkListing;

/** The settings page's answer: the listing, its photos and what the preview shows beside them. */
export async function carParkSettings(
  ctx: ServiceContext,
  member: ConsoleMember,
  id: string,
): Promise<CarParkSettings> {
  const row = await listedCarPark(ctx.db, member.organizationId, id);
  const photos = await listingPhotos(ctx.db, row.id);
  const { airport, type, address, pricePerDay } = row;
  return { id: row.id, airport, type, address, pricePerDay, listing: listingOf(row), photos };
}

/**
 * Replaces the listing in one transaction with its audit entry (the fields changed, before and after:
 * it is the operator's own data, the bookings address included). Nothing is written when nothing
 * changed. Travellers see it on this node at once (the caller drops its catalog copy) and on every
 * other node within the catalog's cache lifetime (docs/decisions/0006-scale-out.md).
 */
export async function updateListing(
  deps: ListingDeps,
  member: ConsoleMember,
  id: string,
  listing: CarParkListing,
): Promise<CarParkSettings> {
  await deps.ctx.db.transaction(async (tx) => {
    const row = await listedCarPark(tx, member.organizationId, id, true);
    const before = listingOf(row);
    const fields: Record<string, AuditField> = {};
    for (const f of LISTING_FIELDS)
      if (JSON.stringify(before[f]) !== JSON.stringify(listing[f]))
        fields[f] = { before: before[f], after: listing[f] };
    if (Object.keys(fields).length === 0) return;
    await tx.update(providers).set(listing).where(eq(providers.id, row.id));
    await deps.audit.record(
      {
        actor: { kind: 'member', userId: member.userId, organizationId: member.organizationId },
        organizationId: member.organizationId,
        action: 'listing.changed',
        target: { type: 'car-park', id: row.id },
        fields,
      },
      tx,
    );
  });
  return carParkSettings(deps.ctx, member, id);
}
