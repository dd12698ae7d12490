import { type FunnelView, FunnelViewSchema, addDays, isIsoDate, londonNow } from '@parking/core';
import { type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The range of London days (both included), the key (its id; '' for every key) and the mode shown. */
export type FunnelChoice = { from: string; to: string; key: string; mode: 'live' | 'test' };

/** The cache key (and path under the API base) of one view. */
export function funnelKey({ from, to, key, mode }: FunnelChoice): string {
  const q = new URLSearchParams({ from, to, mode });
  if (key) q.set('key', key);
  return `/console/partner/funnel?${q}`;
}

/** The choice in the URL when it is whole, or the last 30 London days of every live key. */
export function choiceOf(params: URLSearchParams, now = new Date()): FunnelChoice {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const mode = params.get('mode') === 'test' ? 'test' : 'live';
  const key = params.get('key') ?? '';
  if (isIsoDate(from) && isIsoDate(to)) return { from, to, key, mode };
  const today = londonNow(now).date;
  return { from: addDays(today, -29), to: today, key, mode };
}

/** `GET /api/v1/console/partner/funnel`: the five steps per origin and day, with totals. */
export function useFunnel(choice: FunnelChoice): ApiQuery<FunnelView> {
  const api = useConsoleApi();
  const key = funnelKey(choice);
  return useApiQuery(key, () => apiRequest(api, key, { schema: FunnelViewSchema }));
}
