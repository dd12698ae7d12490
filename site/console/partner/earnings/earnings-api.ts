import { type EarningsReport, EarningsReportSchema, type Statements, StatementsSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** What the earnings page shows: booking days (both included), one key's id or '' for all, live or test. */
export type EarningsChoice = { from: string; to: string; key: string; mode: 'live' | 'test' };

const queryOf = ({ from, to, key, mode }: EarningsChoice) =>
  `?${new URLSearchParams({ from, to, ...(key ? { key } : {}), mode })}`;

/** The cache key (and path under the API base) of one report. */
export const earningsKey = (choice: EarningsChoice) => `/console/partner/earnings${queryOf(choice)}`;

/** The cache key of the organisation's statements. */
export const STATEMENTS_KEY = '/console/partner/statements';

/** The CSV of one report, for the "Download CSV" link. */
export const earningsCsvHref = (client: ApiClientOptions, choice: EarningsChoice) =>
  `${client.apiBase.replace(/\/$/, '')}/console/partner/earnings.csv${queryOf(choice)}`;

/** `GET /api/v1/console/partner/earnings`: bookings with their commission and the month totals. */
export function useEarnings(choice: EarningsChoice): ApiQuery<EarningsReport> {
  const api = useConsoleApi();
  const key = earningsKey(choice);
  return useApiQuery(key, () => apiRequest(api, key, { schema: EarningsReportSchema }));
}

/** `GET /api/v1/console/partner/statements`: the monthly statements, newest first. */
export function useStatements(): ApiQuery<Statements> {
  const api = useConsoleApi();
  return useApiQuery(STATEMENTS_KEY, () => apiRequest(api, STATEMENTS_KEY, { schema: StatementsSchema }));
}
