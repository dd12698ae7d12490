import {
  type AirportListResponse,
  AirportListResponseSchema,
  type NewCarPark,
  type NewCoupon,
  type NewOperator,
  type StaffCarPark,
  StaffCarParkSchema,
  type StaffCoupon,
  StaffCouponSchema,
  type StaffCoupons,
  StaffCouponsSchema,
  type StaffOperators,
  StaffOperatorsSchema,
  type StaffReview,
  StaffReviewSchema,
  type StaffReviews,
  StaffReviewsSchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { z } from 'zod/mini';
import { useConsoleApi } from '../../shell/session/console-api';

/** The cache keys (and paths under the API base) of the staff lists. */
export const STAFF_OPERATORS_KEY = '/console/staff/operators';
export const STAFF_COUPONS_KEY = '/console/staff/coupons';
export const STAFF_REVIEWS_KEY = '/console/staff/reviews';

/** `GET /api/v1/console/staff/operators`: operators with their car parks, and car parks with none. */
export function useStaffOperators(): ApiQuery<StaffOperators> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_OPERATORS_KEY, () => apiRequest(api, STAFF_OPERATORS_KEY, { schema: StaffOperatorsSchema }));
}

/** `GET /api/v1/console/staff/coupons`: every coupon with its state now. */
export function useStaffCoupons(): ApiQuery<StaffCoupons> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_COUPONS_KEY, () => apiRequest(api, STAFF_COUPONS_KEY, { schema: StaffCouponsSchema }));
}

/** `GET /api/v1/console/staff/reviews`: the most recent reviews, hidden ones included. */
export function useStaffReviews(): ApiQuery<StaffReviews> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_REVIEWS_KEY, () => apiRequest(api, STAFF_REVIEWS_KEY, { schema: StaffReviewsSchema }));
}

const enc = encodeURIComponent;
const CreatedOperatorSchema = z.object({ organizationId: z.string(), name: z.string() });

/** What the admin pages change; each answer is the thing as it now is. */
export type AdminActions = {
  createOperator: (body: NewOperator) => Promise<{ organizationId: string; name: string }>;
  createCarPark: (organizationId: string, body: NewCarPark) => Promise<StaffCarPark>;
  linkCarPark: (id: string, organizationId: string) => Promise<StaffCarPark>;
  setCarParkActive: (id: string, active: boolean, reason: string) => Promise<StaffCarPark>;
  createCoupon: (body: NewCoupon) => Promise<StaffCoupon>;
  expireCoupon: (code: string) => Promise<StaffCoupon>;
  hideReview: (id: string, reason: string) => Promise<StaffReview>;
  unhideReview: (id: string) => Promise<StaffReview>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function adminActions(client: ApiClientOptions): AdminActions {
  const post = <T extends z.ZodMiniType>(path: string, schema: T, body?: unknown) =>
    apiRequest(client, path, { method: 'POST', schema, ...(body === undefined ? {} : { body }) });
  return {
    createOperator: (body) => post(STAFF_OPERATORS_KEY, CreatedOperatorSchema, body),
    createCarPark: (orgId, body) => post(`${STAFF_OPERATORS_KEY}/${enc(orgId)}/car-parks`, StaffCarParkSchema, body),
    linkCarPark: (id, organizationId) =>
      apiRequest(client, `/console/staff/car-parks/${enc(id)}/operator`, {
        method: 'PUT',
        body: { organizationId },
        schema: StaffCarParkSchema,
      }),
    setCarParkActive: (id, active, reason) =>
      post(`/console/staff/car-parks/${enc(id)}/${active ? 'activate' : 'deactivate'}`, StaffCarParkSchema, { reason }),
    createCoupon: (body) => post(STAFF_COUPONS_KEY, StaffCouponSchema, body),
    expireCoupon: (code) => post(`${STAFF_COUPONS_KEY}/${enc(code)}/expire`, StaffCouponSchema),
    hideReview: (id, reason) => post(`${STAFF_REVIEWS_KEY}/${enc(id)}/hide`, StaffReviewSchema, { reason }),
    unhideReview: (id) => post(`${STAFF_REVIEWS_KEY}/${enc(id)}/unhide`, StaffReviewSchema),
  };
}

/** The cache key (and path) of the airports a new car park can be at. */
export const AIRPORTS_KEY = '/airports';

/** `GET /api/v1/airports`: the airports by name (the first 100: every one we serve). */
export function useAirports(): ApiQuery<AirportListResponse> {
  const api = useConsoleApi();
  return useApiQuery(AIRPORTS_KEY, () => apiRequest(api, AIRPORTS_KEY, { schema: AirportListResponseSchema }));
}
