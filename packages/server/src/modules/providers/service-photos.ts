import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerPhotos } from '../../db/schema/index';

/** A listing photo's type and bytes, when `photoId` is one of `providerId`'s listing photos. */
export async function listingPhoto(db: Db, providerId: string, photoId: string) {
  const [photo] = await db
    .select({ contentType: providerPhotos.contentType, data: providerPhotos.data })
    .from(providerPhotos)
    .where(and(eq(providerPhotos.id, photoId), eq(providerPhotos.providerId, providerId)));
  return photo;
}
