import { type Report, ReportSchema } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The car park and range of London days (both included) a report covers. */
export type ReportChoice = { carPark: string; from: string; to: string };

const queryOf = ({ carPark, from, to }: ReportChoice) => `?${new URLSearchParams({ carPark, from, to })}`;

/** The cache key (and path under the API base) of one report. */
export const reportKey = (choice: ReportChoice) => `/console/reports${queryOf(choice)}`;

/** The CSV of one report, for the "Download CSV" link. */
export const reportCsvHref = (client: ApiClientOptions, choice: ReportChoice) =>
  `${client.apiBase.replace(/\/$/, '')}/console/reports.csv${queryOf(choice)}`;

/** `GET /api/v1/console/reports`: one car park's occupancy and figures by channel over the range. */
export function useReport(choice: ReportChoice): ApiQuery<Report> {
  const api = useConsoleApi();
  const key = reportKey(choice);
  return useApiQuery(key, () => apiRequest(api, key, { schema: ReportSchema }));
}
