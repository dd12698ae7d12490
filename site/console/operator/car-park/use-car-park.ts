import { type CarParkListing, type CarParkSettings, CarParkSettingsSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/widget';
import { useConsoleApi } from '../../shell/session/console-api';

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
