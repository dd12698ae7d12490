import {
  type DataRequestSummary,
  DataRequestSummarySchema,
  type ErasureResult,
  ErasureResultSchema,
} from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/widget';

/** The path of data requests under the API base. */
export const DATA_REQUESTS_KEY = '/console/staff/data-requests';

const query = (email: string) => `?${new URLSearchParams({ email }).toString()}`;

/** What we hold for `email`, in outline (each look-up is on the audit log). */
export const findTraveller = (client: ApiClientOptions, email: string): Promise<DataRequestSummary> =>
  apiRequest(client, `${DATA_REQUESTS_KEY}${query(email)}`, { schema: DataRequestSummarySchema });

/** The export file's address (a JSON attachment the browser downloads with the console's cookie). */
export const exportHref = (client: ApiClientOptions, email: string): string =>
  `${client.apiBase.replace(/\/$/, '')}${DATA_REQUESTS_KEY}/export${query(email)}`;

/** Erases the traveller (admins); throws an `ApiFailure` the page shows. */
export const eraseTraveller = (client: ApiClientOptions, email: string): Promise<ErasureResult> =>
  apiRequest(client, `${DATA_REQUESTS_KEY}/erase`, {
    method: 'POST',
    body: { email, confirm: true },
    schema: ErasureResultSchema,
  });
