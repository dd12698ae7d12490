import { formatGBP, POLICY, type StaffAmendPreview, toLongLondonTime } from '@parking/core';
import { ConsoleField } from '../../../kit/console-field';
import { count } from '../../../kit/count';

/** The new stay as typed: dates, times, vehicle count (text, as the inputs give them). */
export type StayValues = { entryDate: string; entryTime: string; exitDate: string; exitTime: string; vehicles: string };

/** The form a stay field needs: values, messages, setter and blur. */
type StayForm = {
  values: StayValues;
  errors: Partial<Record<string, string | undefined>>;
  set: (patch: Partial<StayValues>) => void;
  blur: (name: string) => (event?: { relatedTarget: EventTarget | null }) => void;
};

const FIELDS = [
  { name: 'entryDate', label: 'Drop-off date', type: 'date' },
  { name: 'entryTime', label: 'Drop-off time', type: 'time' },
  { name: 'exitDate', label: 'Pick-up date', type: 'date' },
  { name: 'exitTime', label: 'Pick-up time', type: 'time' },
] as const;

/** Props of StayFields. */
export type StayFieldsProps = {
  form: StayForm;
  /** The booking's vehicles now: the count can go down to 1 or stay (adding one needs its details). */
  maxVehicles: number;
  idOf: (name: string) => string;
};

/** Dates, quarter-hour times and the vehicle count of the new stay. */
export function StayFields({ form, maxVehicles, idOf }: StayFieldsProps) {
  return (
    <fieldset>
      <legend>New stay</legend>
      {FIELDS.map((f) => (
        <ConsoleField key={f.name} id={idOf(f.name)} label={f.label} error={form.errors[f.name]}>
          {(aria) => (
            <input
              id={idOf(f.name)}
              type={f.type}
              {...(f.type === 'time' ? { step: 900 } : {})}
              value={form.values[f.name]}
              {...aria}
              onChange={(e) => form.set({ [f.name]: e.target.value })}
              onBlur={form.blur(f.name)}
            />
          )}
        </ConsoleField>
      ))}
      <ConsoleField id={idOf('noOfVehicles')} label="Vehicles" error={form.errors.noOfVehicles ?? form.errors.vehicles}>
        {(aria) => (
          <input
            id={idOf('noOfVehicles')}
            type="number"
            min={1}
            max={maxVehicles}
            value={form.values.vehicles}
            {...aria}
            onChange={(e) => form.set({ vehicles: e.target.value })}
            onBlur={form.blur('noOfVehicles')}
          />
        )}
      </ConsoleField>
    </fieldset>
  );
}

/** The money effect of the change: the price now and after, and what is refunded or would be waived. */
export function AmendEffect({ preview }: { preview: StaffAmendPreview }) {
  return (
    <>
      <dl className="staff-money" aria-label="Money effect of the change">
        <dt>Price now</dt>
        <dd>{formatGBP(preview.currentAmount)}</dd>
        <dt>New price</dt>
        <dd>
          {formatGBP(preview.amount)} ({count(preview.days, 'day')})
        </dd>
        <dt>{preview.extra > 0 ? 'Costs more by' : 'Refunded to the traveller'}</dt>
        <dd>{formatGBP(preview.extra > 0 ? preview.extra : preview.refund)}</dd>
      </dl>
      <p>
        {preview.insideCutoff
          ? `Drop-off is less than ${POLICY.amendCutoffHours} hours away: the traveller could no longer amend; you may, with the override.`
          : `The traveller could amend this themselves until ${toLongLondonTime(new Date(preview.amendUntil))}.`}
      </p>
    </>
  );
}
