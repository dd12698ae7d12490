import {
  POLICY,
  type StaffActionResult,
  type StaffAmend,
  type StaffAmendPreview,
  StaffAmendSchema,
  type StaffAmendStay,
  StaffAmendStaySchema,
} from '@parking/core';
import { type FormCheck, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../../kit/form-summary';
import { useState } from 'react';
import { ConsoleField } from '../../../kit/console-field';
import { AmendEffect, StayFields, type StayValues } from './amend-fields';
import { ReasonFields, type ReasonValues, reasonBody } from './reason-fields';

type Values = StayValues & ReasonValues & { overrideCutoff: boolean; waiveDifference: boolean };
type Body = { stay: StaffAmendStay; amend?: StaffAmend };
type Preview = { stay: StaffAmendStay; effect: StaffAmendPreview };
const idOf = (name: string) => `amend-${name}`;

/** Props of AmendPanel. */
export type AmendPanelProps = {
  /** The booking's stay now (the form opens with it). */
  current: StaffAmendStay;
  /** Prices the new stay (`POST …/amend/preview`, which changes nothing). */
  onPreview: (stay: StaffAmendStay) => Promise<StaffAmendPreview>;
  /** Makes the change (`POST …/amend`). */
  onAmend: (body: StaffAmend) => Promise<StaffActionResult>;
  onClose: () => void;
};

const stayOf = (v: Values) => ({
  entryDate: v.entryDate,
  entryTime: v.entryTime,
  exitDate: v.exitDate,
  exitTime: v.exitTime,
  noOfVehicles: v.vehicles,
});
const sameStay = (a: StaffAmendStay, b: StaffAmendStay | undefined) => JSON.stringify(a) === JSON.stringify(b);
/** The stay as typed, when it is one. */
const parsedStay = (v: Values) => {
  const parsed = StaffAmendStaySchema.safeParse(stayOf(v));
  return parsed.success ? parsed.data : undefined;
};

/** Before a preview of this stay: the stay alone; after: the override, the waiver, the reason, the whole body. */
function check(v: Values, preview: Preview | undefined, most: number): FormCheck<Body> {
  const stay = checkWith(StaffAmendStaySchema, stayOf(v));
  if (!stay.ok) return { ok: false, fields: { ...stay.fields } };
  if (stay.value.noOfVehicles > most)
    return { ok: false, fields: { noOfVehicles: `At most ${most}: adding a vehicle needs its details` } };
  if (!preview || !sameStay(preview.stay, stay.value)) return { ok: true, value: { stay: stay.value } };
  const { effect } = preview;
  const ticks: Record<string, string> = {};
  if (effect.insideCutoff && !v.overrideCutoff)
    ticks.overrideCutoff = `Tick this to amend inside ${POLICY.amendCutoffHours} hours of drop-off`;
  if (effect.extra > 0 && !v.waiveDifference)
    ticks.waiveDifference = 'Tick this to waive the difference, or ask the traveller to amend';
  const body = {
    ...stay.value,
    ...reasonBody(v),
    overrideCutoff: v.overrideCutoff,
    waiveDifference: v.waiveDifference,
    expectedDifference: effect.difference,
  };
  const full = checkWith(StaffAmendSchema, body);
  // Every message at once: the boxes to tick and the reason's.
  if (!full.ok || Object.keys(ticks).length > 0)
    return { ok: false, fields: { ...(full.ok ? {} : full.fields), ...ticks } };
  return { ok: true, value: { stay: stay.value, amend: full.value } };
}

/** Amend on the traveller's behalf: the new stay, its money effect first, then override, waiver, reason, confirm. */
export function AmendPanel({ current, onPreview, onAmend, onClose }: AmendPanelProps) {
  const [preview, setPreview] = useState<Preview>();
  const [done, setDone] = useState<string>();
  const form = useForm<Values, Body>({
    initial: {
      ...{ entryDate: current.entryDate, entryTime: current.entryTime, exitDate: current.exitDate },
      ...{ exitTime: current.exitTime, vehicles: String(current.noOfVehicles) },
      ...{ reason: '', reasonText: '', notifyTraveller: true, overrideCutoff: false, waiveDifference: false },
    },
    check: (v) => check(v, preview, current.noOfVehicles),
    onSubmit: async (body) => {
      if (body.amend) setDone((await onAmend(body.amend)).done);
      else setPreview({ stay: body.stay, effect: await onPreview(body.stay) });
    },
    idOf,
  });
  const shown = preview && sameStay(preview.stay, parsedStay(form.values)) ? preview.effect : undefined;
  const tick = (name: 'overrideCutoff' | 'waiveDifference', label: string) => (
    <ConsoleField id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type="checkbox"
          checked={form.values[name]}
          {...aria}
          onChange={(e) => form.set({ [name]: e.target.checked })}
        />
      )}
    </ConsoleField>
  );
  return (
    <form className="console-form staff-action" noValidate onSubmit={form.onSubmit} aria-labelledby="amend-heading">
      <h3 id="amend-heading">Amend for the traveller</h3>
      <FormSummary form={form} title={(m) => (m ? `The booking was not amended. ${m}` : 'There is a problem')} />
      <StayFields form={form} maxVehicles={current.noOfVehicles} idOf={idOf} />
      {shown && (
        <>
          <AmendEffect preview={shown} />
          {shown.insideCutoff && tick('overrideCutoff', 'Override the 24-hour cut-off (the reason is recorded)')}
          {shown.extra > 0 && tick('waiveDifference', 'Waive the difference as goodwill (nothing is charged)')}
          <ReasonFields prefix="amend" values={form.values} errors={form.errors} set={form.set} blur={form.blur} />
        </>
      )}
      {done ? (
        <p role="status" className="notice notice--success">
          {done}
        </p>
      ) : (
        <button type="submit" className="btn btn--primary" disabled={form.pending}>
          {form.pending ? 'Working…' : shown ? 'Confirm amendment' : 'Show the money effect'}
        </button>
      )}
      <button type="button" className="btn btn--outline" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
