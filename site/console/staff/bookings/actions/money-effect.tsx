import { type StaffMoneyEffect, formatGBP } from '@parking/core';

/** Props of MoneyEffect. */
export type MoneyEffectProps = {
  /** The booking's money now. */
  money: StaffMoneyEffect;
  /** What the action would give back, pence (shown as "after this"). */
  giving?: number | undefined;
};

/** The money effect every action shows first: paid, refunded so far, refundable, and after this action. */
export function MoneyEffect({ money, giving }: MoneyEffectProps) {
  return (
    <dl className="staff-money">
      <dt>Paid</dt>
      <dd>{formatGBP(money.paid)}</dd>
      <dt>Refunded so far</dt>
      <dd>{formatGBP(money.refunded)}</dd>
      <dt>Refundable now</dt>
      <dd>{formatGBP(money.refundable)}</dd>
      {giving !== undefined && (
        <>
          <dt>This gives back</dt>
          <dd>{Number.isFinite(giving) ? formatGBP(giving) : '—'}</dd>
          <dt>Kept after this</dt>
          <dd>{Number.isFinite(giving) ? formatGBP(Math.max(money.paid - money.refunded - giving, 0)) : '—'}</dd>
        </>
      )}
    </dl>
  );
}
