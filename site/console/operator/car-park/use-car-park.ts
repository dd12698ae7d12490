import { type CarParkListing, type CarParkSettings, CarParkSettingsSchema, ListingPhotosSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The cache key (and path under the API base) of one car park's settings. */
export const carParkKey = (id: string) => `/console/car-parks/${encodeURIComponent(id)}`;

/** `GET /api/v1/console/car-parks/:id`: the listing, its photos and what the preview needs. */
export function useCarPark(id: string): ApiQuery<CarParkSettings> {
  const api = useConsoleApi();
  const key = carParkKey(id);
  return useApiQuery(key, () => apiRequest(api, key, { schema: CarParkSettingsSchema }));
}

/** `PUT …/listing`: replaces the listing; answers the settings as saved. */
export const saveListing = (api: ApiClientOptions, id: string, listing: CarParkListing) =>
  apiRequest(api, `${carParkKey(id)}/listing`, { method: 'PUT', body: listing, schema: CarParkSettingsSchema });

/** `POST …/photos`: adds one photo with its alt text (multipart); answers the listing's photos. */
export function addPhoto(api: ApiClientOptions, id: string, photo: File, alt: string) {
  const form = new FormData();
  form.set('alt', alt);
  form.set('photo', photo);
  return apiRequest(api, `${carParkKey(id)}/photos`, { method: 'POST', body: form, schema: ListingPhotosSchema });
}

/** `DELETE …/photos/:photoId`: removes one photo; answers the listing's photos left. */
export const removePhoto = (api: ApiClientOptions, id: string, photoId: string) =>
  apiRequest(api, `${carParkKey(id)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    schema: ListingPhotosSchema,
  });
