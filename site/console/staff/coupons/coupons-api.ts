import {
  type NewCoupon,
  type StaffCoupon,
  StaffCouponSchema,
  type StaffCoupons,
  StaffCouponsSchema,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The cache key (and path under the API base) of the coupon list. */
export const STAFF_COUPONS_KEY = '/console/staff/coupons';

/** `GET /api/v1/console/staff/coupons`: every coupon with its state now. */
export function useStaffCoupons(): ApiQuery<StaffCoupons> {
  const api = useConsoleApi();
  return useApiQuery(STAFF_COUPONS_KEY, () => apiRequest(api, STAFF_COUPONS_KEY, { schema: StaffCouponsSchema }));
}

/** What the coupons page changes; each answer is the coupon as it now is. */
export type CouponActions = {
  createCoupon: (body: NewCoupon) => Promise<StaffCoupon>;
  expireCoupon: (code: string) => Promise<StaffCoupon>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function couponActions(client: ApiClientOptions): CouponActions {
  const schema = StaffCouponSchema;
  return {
    createCoupon: (body) => apiRequest(client, STAFF_COUPONS_KEY, { method: 'POST', schema, body }),
    expireCoupon: (code) =>
      apiRequest(client, `${STAFF_COUPONS_KEY}/${encodeURIComponent(code)}/expire`, { method: 'POST', schema }),
  };
}
