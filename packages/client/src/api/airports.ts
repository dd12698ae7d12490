import { type Airport, AirportListResponseSchema } from '@parking/core';
import { AIRPORTS_PATH } from './cache-keys';
import { type ApiClientOptions, apiRequest } from './request';
import { useApiQuery } from './use-api-query';

/** `GET /airports` (docs/product-rules.md#search-form: page=1, limit=100). */
async function fetchAirports(config: ApiClientOptions): Promise<Airport[]> {
  const res = await apiRequest(config, '/airports?page=1&limit=100', { schema: AirportListResponseSchema });
  return res.data.items;
}

/**
 * The airports (GET /airports, the widget's dropdown and the site's pages alike); a failure is logged as
 * docs/product-rules.md#search-form asks and the list stays empty.
 */
export function useAirports() {
  const query = useApiQuery(
    AIRPORTS_PATH,
    async (config) => {
      try {
        return await fetchAirports(config);
      } catch (error) {
        console.error('Failed to load airports');
        throw error;
      }
    },
    // A pre-rendered page's list is used as it is: airports change with a deploy, not between visits.
    { keepKnown: true },
  );
  return { ...query, airports: query.data ?? [] };
}
