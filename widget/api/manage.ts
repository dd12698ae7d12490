import {
  type AmendQuote,
  AmendQuoteSchema,
  type AmendRequestInput,
  type AmendResult,
  AmendResultSchema,
  type CancelResult,
  CancelResultSchema,
  type ManageLookup,
  type ManageToken,
  ManageTokenSchema,
  type ManagedBooking,
  ManagedBookingSchema,
} from '@parking/core';
import { z } from 'zod/mini';
import { type ApiClientOptions, apiRequest } from '@parking/client';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const data = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

/** `POST /manage/lookup`: reference and email → a manage token (docs/product-rules.md#amend-and-cancel). */
export async function lookupBooking(config: ApiClientOptions, input: ManageLookup): Promise<ManageToken> {
  return (await apiRequest(config, '/manage/lookup', { method: 'POST', body: input, schema: data(ManageTokenSchema) }))
    .data;
}

/** `GET /manage/booking`: the booking a token opens. */
export async function fetchManagedBooking(config: ApiClientOptions, token: string): Promise<ManagedBooking> {
  return (await apiRequest(config, '/manage/booking', { headers: bearer(token), schema: data(ManagedBookingSchema) }))
    .data;
}

/** `POST /manage/cancel`. */
export async function cancelBooking(config: ApiClientOptions, token: string): Promise<CancelResult> {
  const schema = data(CancelResultSchema);
  return (await apiRequest(config, '/manage/cancel', { method: 'POST', body: {}, headers: bearer(token), schema }))
    .data;
}

/** `POST /manage/amend/quote`: the new price and the difference, before anything changes. */
export async function quoteAmendment(
  config: ApiClientOptions,
  token: string,
  body: AmendRequestInput,
): Promise<AmendQuote> {
  const schema = data(AmendQuoteSchema);
  return (await apiRequest(config, '/manage/amend/quote', { method: 'POST', body, headers: bearer(token), schema }))
    .data;
}

/** `POST /manage/amend`: applied, or a checkout for the difference. */
export async function amendBooking(
  config: ApiClientOptions,
  token: string,
  body: AmendRequestInput,
): Promise<AmendResult> {
  const schema = data(AmendResultSchema);
  return (await apiRequest(config, '/manage/amend', { method: 'POST', body, headers: bearer(token), schema })).data;
}
