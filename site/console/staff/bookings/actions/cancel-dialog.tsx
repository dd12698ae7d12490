import {
  POLICY,
  type StaffActionResult,
  StaffCancelSchema,
  type StaffMoneyEffect,
  toLongLondonTime,
} from '@parking/core';
import { type FormCheck, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../../kit/console-field';
import { penceOf } from './actions-api';
import { MoneyEffect } from './money-effect';
import { ReasonFields, type ReasonValues, reasonBody } from './reason-fields';

type Choice = 'full' | 'partial' | 'none';
type Values = ReasonValues & { refund: Choice; amount: string; overrideCutoff: boolean };
type Body = Parameters<CancelDialogProps['onCancel']>[0];
const idOf = (name: string) => `cancel-${name}`;

/** Props of CancelDialog. */
export type CancelDialogProps = {
  money: StaffMoneyEffect;
  /** Cancels with the chosen refund. */
  onCancel: (body: {
    refund: Choice;
    amount?: number;
    overrideCutoff: boolean;
    reason: string;
    reasonText?: string;
    notifyTraveller: boolean;
  }) => Promise<StaffActionResult>;
  onClose: () => void;
};

const giving = (v: Values, money: StaffMoneyEffect) =>
  v.refund === 'full' ? money.cancel.full : v.refund === 'none' ? 0 : v.amount ? penceOf(v.amount) : undefined;

/** The override inside the free-cancellation window, a part refund's amount, then the schema. */
function checkCancel(v: Values, money: StaffMoneyEffect): FormCheck<Body> {
  if (money.cancel.insideCutoff && !v.overrideCutoff)
    return {
      ok: false,
      fields: { overrideCutoff: `Tick this to cancel inside ${POLICY.freeCancellationHours} hours of drop-off` },
    };
  const amount = v.refund === 'partial' ? penceOf(v.amount) : undefined;
  if (amount !== undefined && !(amount > 0 && amount <= money.cancel.partialMax))
    return { ok: false, fields: { amount: 'Enter an amount up to what is refundable' } };
  const body = { ...reasonBody(v), refund: v.refund, overrideCutoff: v.overrideCutoff };
  return checkWith(StaffCancelSchema, amount === undefined ? body : { ...body, amount }) as FormCheck<Body>;
}

type CancelForm = {
  values: Values;
  errors: Partial<Record<string, string | undefined>>;
  set: (patch: Partial<Values>) => void;
  blur: (name: string) => (event?: { relatedTarget: EventTarget | null }) => void;
};

/** The refund choice, a part refund's amount and the 48-hour override. */
function CancelChoices({ form, insideCutoff }: { form: CancelForm; insideCutoff: boolean }) {
  const money = { cancel: { insideCutoff } };
  return (
    <>
      <fieldset>
        <legend>Refund</legend>
        {(['full', 'partial', 'none'] as const).map((c) => (
          <div key={c} className="field field--radio">
            <input
              type="radio"
              id={idOf(`refund-${c}`)}
              name="refund"
              checked={form.values.refund === c}
              onChange={() => form.set({ refund: c })}
            />
            <label htmlFor={idOf(`refund-${c}`)}>
              {{ full: 'Full refund', partial: 'Part refund', none: 'No refund' }[c]}
            </label>
          </div>
        ))}
      </fieldset>
      {form.values.refund === 'partial' && (
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
      )}
      {money.cancel.insideCutoff && (
        <ConsoleField
          id={idOf('overrideCutoff')}
          label="Override the 48-hour rule (the reason is recorded)"
          error={form.errors.overrideCutoff}
        >
          {(aria) => (
            <input
              id={idOf('overrideCutoff')}
              type="checkbox"
              checked={form.values.overrideCutoff}
              {...aria}
              onChange={(e) => form.set({ overrideCutoff: e.target.checked })}
            />
          )}
        </ConsoleField>
      )}
    </>
  );
}

/** Cancel on the traveller's behalf: the money effect first, the refund choice, the 48-hour override, reason. */
export function CancelDialog({ money, onCancel, onClose }: CancelDialogProps) {
  const [done, setDone] = useState<string>();
  const form = useForm<Values, Body>({
    initial: { refund: 'full', amount: '', overrideCutoff: false, reason: '', reasonText: '', notifyTraveller: true },
    check: (v) => checkCancel(v, money),
    onSubmit: async (body) => setDone((await onCancel(body)).done),
    idOf,
  });
  if (!money.cancel.allowed) return <p className="notice">{money.cancel.reason}</p>;
  return (
    <form className="console-form staff-action" noValidate onSubmit={form.onSubmit} aria-labelledby="cancel-heading">
      <h3 id="cancel-heading">Cancel for the traveller</h3>
      <MoneyEffect money={money} giving={giving(form.values, money)} />
      <p>
        {money.cancel.insideCutoff
          ? `Drop-off is less than ${POLICY.freeCancellationHours} hours away: the ${POLICY.freeCancellationHours}-hour rule would give no refund.`
          : `Full refund under the 48-hour rule until ${toLongLondonTime(new Date(money.cancel.freeCancellationUntil))}.`}
      </p>
      <FormSummary form={form} title={(m) => (m ? `The booking was not cancelled. ${m}` : 'There is a problem')} />
      <CancelChoices form={form} insideCutoff={money.cancel.insideCutoff} />
      <ReasonFields prefix="cancel" values={form.values} errors={form.errors} set={form.set} blur={form.blur} />
      {done ? (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      ) : (
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? 'Cancelling…' : 'Confirm cancellation'}
        </button>
      )}
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
