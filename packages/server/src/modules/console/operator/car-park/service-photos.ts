import { randomUUID } from 'node:crypto';
import { type ListingPhotos, MAX_LISTING_PHOTOS } from '@parking/core';
import { and, count, eq, max } from 'drizzle-orm';
import { providerPhotos, providers } from '../../../../db/schema/index';
import { AppError, notFound } from '../../../../errors';
import type { ConsoleMember } from '../../../../services/accounts/tenancy';
import type { Tx } from '../../../../services/availability';
import type { PhotoUpload } from './photo-upload';
import { type ListingDeps, listingPhotos } from './service';

/** Locks the member's organisation's car park row for the change (404 for anyone else's). */
async function lockOwnCarPark(tx: Tx, member: ConsoleMember, id: string): Promise<void> {
  const [row] = await tx
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.organizationId, member.organizationId)))
    .for('update');
  if (!row) throw notFound('Car park');
}

const actorOf = (member: ConsoleMember) =>
  ({ kind: 'member', userId: member.userId, organizationId: member.organizationId }) as const;

/**
 * Adds a checked photo at the end of the car park's listing, audited (`listing.photo-added`), unless it
 * already has {@link MAX_LISTING_PHOTOS}: the count is read under the car park's row lock, so two
 * uploads at once cannot make a ninth.
 */
export async function addListingPhoto(
  deps: ListingDeps,
  member: ConsoleMember,
  id: string,
  upload: PhotoUpload,
): Promise<ListingPhotos> {
  await deps.ctx.db.transaction(async (tx) => {
    await lockOwnCarPark(tx, member, id);
    const [held] = await tx
      .select({ n: count(), last: max(providerPhotos.position) })
      .from(providerPhotos)
      .where(eq(providerPhotos.providerId, id));
    if ((held?.n ?? 0) >= MAX_LISTING_PHOTOS) {
      const message = `A listing has at most ${MAX_LISTING_PHOTOS} photos: remove one first`;
      throw new AppError(400, 'UPLOAD_TOO_MANY', message, { fields: { photo: message } });
    }
    const photoId = randomUUID();
    const { contentType, width, height, data } = upload.photo;
    await tx.insert(providerPhotos).values({
      id: photoId,
      providerId: id,
      position: (held?.last ?? -1) + 1,
      contentType,
      width,
      height,
      alt: upload.alt,
      data,
      createdAt: deps.ctx.clock(),
    });
    await deps.audit.record(
      {
        actor: actorOf(member),
        organizationId: member.organizationId,
        action: 'listing.photo-added',
        target: { type: 'car-park', id },
        fields: { photo: { before: null, after: { id: photoId, alt: upload.alt, width, height } } },
      },
      tx,
    );
  });
  return { photos: await listingPhotos(deps.ctx.db, id) };
}

/** Removes one of the car park's listing photos, audited (`listing.photo-removed`); 404 when not its own. */
export async function removeListingPhoto(
  deps: ListingDeps,
  member: ConsoleMember,
  id: string,
  photoId: string,
): Promise<ListingPhotos> {
  await deps.ctx.db.transaction(async (tx) => {
    await lockOwnCarPark(tx, member, id);
    const [gone] = await tx
      .delete(providerPhotos)
      .where(and(eq(providerPhotos.id, photoId), eq(providerPhotos.providerId, id)))
      .returning({ id: providerPhotos.id, alt: providerPhotos.alt });
    if (!gone) throw notFound('Photo');
    await deps.audit.record(
      {
        actor: actorOf(member),
        organizationId: member.organizationId,
        action: 'listing.photo-removed',
        target: { type: 'car-park', id },
        fields: { photo: { before: gone, after: null } },
      },
      tx,
    );
  });
  return { photos: await listingPhotos(deps.ctx.db, id) };
}
