import type { StaffCoupon } from '@parking/core';
import { ConfirmButton } from '../../kit/confirm-button';
import { TableScroll } from '../../kit/table-scroll';

/** A time in London, e.g. "25 Nov 2026, 10:00"; "No end" for none. */
const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
    : 'No end';

/** Uses held now against the limit, e.g. "3 / 10"; "3 (no limit)" without one. */
const usedOf = (c: StaffCoupon) =>
  c.maxUses === null ? `${c.activeUses} (no limit)` : `${c.activeUses} / ${c.maxUses}`;

const STATE = { scheduled: 'Not started', active: 'Active', expired: 'Expired' } as const;

/** Props of CouponTable. */
export type CouponTableProps = {
  coupons: StaffCoupon[];
  /** Admins expire coupons (asked first); support reads. */
  canEdit: boolean;
  onExpire: (code: string) => void;
};

/** Every coupon with its window, state and uses held now against its limit (paid, or pending within their hold). */
export function CouponTable({ coupons, canEdit, onExpire }: CouponTableProps) {
  if (coupons.length === 0) return <p>No coupons yet.</p>;
  return (
    <TableScroll labelledBy="coupons-caption">
      <table className="console-table">
        <caption id="coupons-caption">Coupons</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Off</th>
            <th scope="col">Starts</th>
            <th scope="col">Ends</th>
            <th scope="col">State</th>
            <th scope="col">Used / limit</th>
            {canEdit && <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.code}>
              <td>{c.code}</td>
              <td>{c.percent}%</td>
              <td>{when(c.activeFrom)}</td>
              <td>{when(c.activeUntil)}</td>
              <td>{STATE[c.state]}</td>
              <td>{usedOf(c)}</td>
              {canEdit && (
                <td>
                  {c.state !== 'expired' && (
                    <ConfirmButton
                      label={`Expire ${c.code}`}
                      question="Checkout refuses it from now on."
                      onConfirm={() => onExpire(c.code)}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
