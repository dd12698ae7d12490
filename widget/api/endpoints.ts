import {
  type BookingCreated,
  BookingCreatedSchema,
  type BookingRequestInput,
  type Confirmation,
  type CouponCheck,
  CouponCheckResponseSchema,
  ConfirmationSchema,
  type SearchCriteria,
  type SearchResults,
  SearchResultsSchema,
} from '@parking/core';
import { z } from 'zod/mini';
import { type ApiClientOptions, apiRequest } from '@parking/client';

/** `POST /search/packages`: one quote per provider for the stay. */
export async function searchPackages(
  config: ApiClientOptions,
  criteria: SearchCriteria,
): Promise<SearchResults['data']> {
  const res = await apiRequest(config, '/search/packages', {
    method: 'POST',
    body: criteria,
    schema: SearchResultsSchema,
  });
  return res.data;
}

/**
 * `POST /bookings` with an Idempotency-Key: the same key always gets the same answer. `replacesKey`
 * names the key of an earlier attempt whose booking, if still pending and unpaid, the server releases.
 */
export function createBooking(
  config: ApiClientOptions,
  request: BookingRequestInput,
  idempotencyKey: string,
  replacesKey?: string,
): Promise<BookingCreated> {
  return apiRequest(config, '/bookings', {
    method: 'POST',
    body: request,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...(replacesKey ? { 'Replaces-Idempotency-Key': replacesKey } : {}),
    },
    schema: BookingCreatedSchema,
  });
}

/** `POST /coupons/check`: the code's percent off when it is active; a 404 COUPON_NOT_FOUND failure when not. */
export async function checkCoupon(config: ApiClientOptions, code: string): Promise<CouponCheck> {
  const res = await apiRequest(config, '/coupons/check', {
    method: 'POST',
    body: { code },
    schema: CouponCheckResponseSchema,
  });
  return res.data;
}

const ConfirmationResponseSchema = z.object({ data: ConfirmationSchema });

/** `GET /checkout/:sessionId`: what the success page shows. */
export async function fetchConfirmation(config: ApiClientOptions, sessionId: string): Promise<Confirmation> {
  const res = await apiRequest(config, `/checkout/${encodeURIComponent(sessionId)}`, {
    schema: ConfirmationResponseSchema,
  });
  return res.data;
}
