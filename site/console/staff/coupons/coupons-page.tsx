import type { NewCoupon, StaffCoupon } from '@parking/core';
import { useState } from 'react';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { failureMessage, useConsoleApi } from '../../kit/console-api';
import '../../kit/console-pages.css';
import { couponActions, useStaffCoupons } from './coupons-api';
import { CouponForm } from './coupon-form';
import { CouponTable } from './coupon-table';
import { useIsStaffAdmin } from '../../shell/session/use-staff-admin';

/** Our staff's coupons (/console/coupons): every code with its window and uses; admins create and expire them. */
export function CouponsPage() {
  useConsoleTitle('Coupons');
  const query = useStaffCoupons();
  const actions = couponActions(useConsoleApi());
  const canEdit = useIsStaffAdmin();
  const [failure, setFailure] = useState<string>();
  const replace = (coupon: StaffCoupon) => {
    const list = (query.data?.coupons ?? []).filter((c) => c.code !== coupon.code);
    return query.mutate({ coupons: [coupon, ...list] });
  };
  const expire = (code: string) => {
    setFailure(undefined);
    actions
      .expireCoupon(code)
      .then(replace)
      .catch((e: unknown) => setFailure(failureMessage(e)));
  };
  const create = async (body: NewCoupon) => {
    const coupon = await actions.createCoupon(body);
    await replace(coupon);
    return coupon;
  };
  return (
    <>
      <h1>Coupons</h1>
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <QueryState query={query} what="coupons">
        {({ coupons }) => <CouponTable coupons={coupons} canEdit={canEdit} onExpire={expire} />}
      </QueryState>
      {canEdit && <CouponForm onCreate={create} />}
    </>
  );
}
