import { type CommissionChange, CommissionChangeSchema, type StaffPartner } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../kit/console-field';

type Values = { percent: string };
const idOf = (name: string) => `commission-${name}`;

/** The typed text as a number for core's check: empty or not a number reads as "out of range". */
const asNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Props of CommissionForm. */
export type CommissionFormProps = {
  /** The partner whose rate it sets. */
  partner: StaffPartner;
  /** Saves the rate; throws an `ApiFailure` the form shows. */
  onSave: (percent: number) => Promise<StaffPartner>;
};

/**
 * The partner's commission rate in percent (0 to 30, at most two decimals), checked with core's rule
 * beside the field; it applies to bookings made after the change.
 */
export function CommissionForm({ partner, onSave }: CommissionFormProps) {
  const [saved, setSaved] = useState<number>();
  const form = useForm<Values, CommissionChange>({
    initial: { percent: String(partner.commissionPercent) },
    check: (values) => checkWith(CommissionChangeSchema, { percent: asNumber(values.percent) }),
    onSubmit: async ({ percent }) => {
      const answer = await onSave(percent);
      setSaved(answer.commissionPercent);
    },
    idOf,
  });
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="commission-heading">
      <h3 id="commission-heading">Commission rate</h3>
      <p id={idOf('hint')}>
        Applies to bookings made after the change; bookings already made keep the rate they were made at.
      </p>
      <FormSummary form={form} title={(m) => (m ? `The rate was not saved. ${m}` : 'There is a problem')} />
      <ConsoleField id={idOf('percent')} label="Commission (%)" error={form.errors.percent}>
        {(aria) => (
          <input
            id={idOf('percent')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.values.percent}
            {...aria}
            aria-describedby={[aria['aria-describedby'], idOf('hint')].filter(Boolean).join(' ')}
            onChange={(ev) => {
              setSaved(undefined);
              form.set({ percent: ev.target.value });
            }}
            onBlur={form.blur('percent')}
          />
        )}
      </ConsoleField>
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save rate'}
      </button>
      {saved !== undefined && (
        <p role="status" className="notice notice--success">
          Saved: {saved}% for bookings made from now on.
        </p>
      )}
    </form>
  );
}
