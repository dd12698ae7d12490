import { type StaffActionResult, type StaffMoneyEffect, StaffRefundSchema, formatGBP } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../../kit/console-field';
import { penceOf } from './actions-api';
import { MoneyEffect } from './money-effect';
import { ReasonFields, type ReasonValues, reasonBody } from './reason-fields';

type Values = ReasonValues & { amount: string };
type Body = { amount: number; reason: string; reasonText?: string; notifyTraveller: boolean };
const idOf = (name: string) => `refund-${name}`;

/** Props of RefundDialog. */
export type RefundDialogProps = {
  /** The booking's money now (shown first). */
  money: StaffMoneyEffect;
  /** Sends the refund with the dialog's Idempotency-Key (the same for every click of this dialog). */
  onRefund: (body: Body, key: string) => Promise<StaffActionResult>;
  /** Closes the panel. */
  onClose: () => void;
};

/** Checks the amount against what is refundable, then the schema (reason required, Other needs words). */
function check(values: Values, refundable: number) {
  const amount = penceOf(values.amount);
  if (!Number.isFinite(amount))
    return { ok: false as const, fields: { amount: 'Enter an amount in pounds, like 12.50' } };
  if (amount > refundable)
    return { ok: false as const, fields: { amount: `At most ${formatGBP(refundable)} can be refunded` } };
  return checkWith(StaffRefundSchema, { ...reasonBody(values), amount });
}

/** A refund of part of the booking: the money effect first, then amount, reason, notify, confirm. */
export function RefundDialog({ money, onRefund, onClose }: RefundDialogProps) {
  const [key] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string>();
  const form = useForm<Values, Body>({
    initial: { amount: '', reason: '', reasonText: '', notifyTraveller: true },
    check: (values) => check(values, money.refundable) as ReturnType<typeof checkWith<Body>>,
    onSubmit: async (body) => setDone((await onRefund(body, key)).done),
    idOf,
  });
  return (
    <form className="console-form staff-action" noValidate onSubmit={form.onSubmit} aria-labelledby="refund-heading">
      <h3 id="refund-heading">Refund part of this booking</h3>
      <MoneyEffect money={money} giving={form.values.amount ? penceOf(form.values.amount) : undefined} />
      <FormSummary form={form} title={(m) => (m ? `Nothing was refunded. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('amount')} label="Amount to refund (£)" error={form.errors.amount}>
        {(aria) => (
          <input
            id={idOf('amount')}
            inputMode="decimal"
            value={form.values.amount}
            {...aria}
            onChange={(e) => form.set({ amount: e.target.value })}
            onBlur={form.blur('amount')}
          />
        )}
      </ConsoleField>
      <ReasonFields prefix="refund" values={form.values} errors={form.errors} set={form.set} blur={form.blur} />
      {done ? (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      ) : (
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? 'Refunding…' : 'Confirm refund'}
        </button>
      )}
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
