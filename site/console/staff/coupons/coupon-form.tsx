import { type NewCoupon, NewCouponSchema, type StaffCoupon } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { TextInput } from '../../kit/admin-fields';
import { count } from '../../kit/count';

type Values = { code: string; percent: string; activeFrom: string; activeUntil: string; maxUses: string };
const EMPTY: Values = { code: '', percent: '', activeFrom: '', activeUntil: '', maxUses: '' };
const idOf = (name: string) => `coupon-${name}`;

/** A `datetime-local` value (the browser's time zone) as an instant; left as typed when it is not one. */
const instant = (local: string): string => {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? local : at.toISOString();
};

/** A typed number, or NaN for one that is not (core's check names the field); empty is not asked here. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The typed values as core's shape: empty start is "now", empty end is "no end", empty limit is "no limit". */
const toBody = (v: Values) => ({
  code: v.code,
  percent: numberOf(v.percent),
  ...(v.activeFrom ? { activeFrom: instant(v.activeFrom) } : {}),
  activeUntil: v.activeUntil ? instant(v.activeUntil) : null,
  maxUses: v.maxUses.trim() === '' ? null : numberOf(v.maxUses),
});

/** Props of CouponForm. */
export type CouponFormProps = {
  /** Creates the coupon; throws an `ApiFailure` the form shows (e.g. the code exists). */
  onCreate: (body: NewCoupon) => Promise<StaffCoupon>;
};

/**
 * A new discount code: letters and digits, percent off, an optional window (start now, no end by default)
 * and an optional limit of uses (no limit by default).
 */
export function CouponForm({ onCreate }: CouponFormProps) {
  const [created, setCreated] = useState<StaffCoupon>();
  const form = useForm<Values, NewCoupon>({
    initial: EMPTY,
    check: (values) => checkWith(NewCouponSchema, toBody(values)),
    onSubmit: async (body) => {
      const coupon = await onCreate(body);
      setCreated(coupon);
      form.reset(EMPTY);
    },
    idOf,
  });
  const edit = () => setCreated(undefined);
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">New coupon</h2>
      <FormSummary form={form} title={(m) => (m ? `The coupon was not created. ${m}` : 'There is a problem')} />
      <TextInput form={form} name="code" label="Code" onEdit={edit} />
      <TextInput form={form} name="percent" label="Percent off" inputMode="decimal" onEdit={edit} />
      <TextInput form={form} name="activeFrom" label="Starts (empty: now)" type="datetime-local" onEdit={edit} />
      <TextInput
        form={form}
        name="activeUntil"
        label="Ends (empty: until expired by hand)"
        type="datetime-local"
        onEdit={edit}
      />
      <TextInput form={form} name="maxUses" label="Limit (uses)" inputMode="numeric" onEdit={edit} />
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Creating…' : 'Create coupon'}
      </button>
      {created && (
        <p role="status" className="notice notice--success">
          Created {created.code}: it works at checkout from its start,{' '}
          {created.maxUses === null ? 'with no limit of uses' : `for up to ${count(created.maxUses, 'booking')}`}.
        </p>
      )}
    </form>
  );
}
