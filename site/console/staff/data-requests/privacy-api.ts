import {
  type DataRequestSummary,
  DataRequestSummarySchema,
  type ErasureResult,
  ErasureResultSchema,
} from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';

/** The path of data requests under the API base. */
export const DATA_REQUESTS_KEY = '/console/staff/data-requests';

const query = (email: string) => `?${new URLSearchParams({ email }).toString()}`;

/** What we hold for `email`, in outline (each look-up is on the audit log). */
export const findTraveller = (client: ApiClientOptions, email: string): Promise<DataRequestSummary> =>
  apiRequest(client, `${DATA_REQUESTS_KEY}${query(email)}`, { schema: DataRequestSummarySchema });

/**
 * Everything held about `email` (the export, audited on the server), read through the one client so a
 * stale passkey confirmation asks for the passkey and retries (step-up) instead of downloading a refusal.
 */
export const exportTraveller = (client: ApiClientOptions, email: string): Promise<unknown> =>
  apiRequest(client, `${DATA_REQUESTS_KEY}/export${query(email)}`, { schema: z.unknown() });

/** Erases the traveller (admins); throws an `ApiFailure` the page shows. */
export const eraseTraveller = (client: ApiClientOptions, email: string): Promise<ErasureResult> =>
  apiRequest(client, `${DATA_REQUESTS_KEY}/erase`, {
    method: 'POST',
    body: { email, confirm: true },
    schema: ErasureResultSchema,
  });
