import type { Fuel, HandoverList } from '@parking/core';
import { type FormApi, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import {
  type HandoverFormValues,
  checkHandoverForm,
  londonLocalNow,
  nextKind,
  serverField,
} from './handover-form-rules';
import { PhotoField } from './photo-field';

const idOf = (name: string) => `handover-${name}`;
const KINDS = { 'check-in': 'Check in', 'check-out': 'Check out', 'no-show': 'No-show' } as const;
const FUEL: Record<Fuel, string> = {
  empty: 'Empty',
  quarter: '1/4',
  half: '1/2',
  'three-quarters': '3/4',
  full: 'Full',
};

/** Props of HandoverForm. */
export type HandoverFormProps = {
  /** The booking's vehicles and records so far (which car and which kind to offer first). */
  list: HandoverList;
  /** Sends the multipart form; an `ApiFailure` it throws shows beside the fields and in the summary. */
  onRecord: (body: FormData) => Promise<void>;
  /** Called once recorded, with a sentence for the page's live message. */
  onRecorded: (message: string) => void;
};

/** The form's first values: the first car with something left to record, and its likely kind. */
function firstValues(list: HandoverList): HandoverFormValues {
  const car = list.booking.vehicles.find((v) => nextKind(list.handovers, v.registration));
  const registration = car?.registration ?? list.booking.vehicles[0]?.registration ?? '';
  const kind = nextKind(list.handovers, registration) ?? 'check-out';
  const blank = { mileage: '', fuel: '', keyTag: '', bay: '', notes: '', photos: [] };
  return { kind, registration, time: londonLocalNow(), ...blank };
}

/** A text field of the form, its message beside it. */
function Text(p: { form: FormApi<HandoverFormValues>; name: 'mileage' | 'keyTag' | 'bay'; label: string }) {
  const { form, name } = p;
  return (
    <ConsoleField id={idOf(name)} label={p.label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type="text"
          inputMode={name === 'mileage' ? 'numeric' : undefined}
          autoComplete="off"
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
}

/** A select of the form, its message beside it. */
function Select(p: {
  form: FormApi<HandoverFormValues>;
  name: 'kind' | 'registration' | 'fuel';
  label: string;
  options: Record<string, string>;
}) {
  const { form, name } = p;
  return (
    <ConsoleField id={idOf(name)} label={p.label} error={form.errors[name]}>
      {(aria) => (
        <select
          id={idOf(name)}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        >
          {Object.entries(p.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
}

/** The form's state: core's checks, then the multipart send (the page mounts a fresh form once recorded). */
function useHandoverForm({ list, onRecord, onRecorded }: HandoverFormProps) {
  return useForm<HandoverFormValues, FormData>({
    initial: () => firstValues(list),
    check: checkHandoverForm,
    onSubmit: async (body, values) => {
      await onRecord(body);
      onRecorded(`${KINDS[values.kind]} recorded${values.kind === 'no-show' ? '' : ` for ${values.registration}`}.`);
    },
    idOf,
    serverField,
  });
}

/** "Record a handover": kind, car, time, mileage, fuel, key tag, bay, notes and photos. */
export function HandoverForm(props: HandoverFormProps) {
  const form = useHandoverForm(props);
  const cars = Object.fromEntries(props.list.booking.vehicles.map((v) => [v.registration, v.registration]));
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="handover-heading">
      <h2 id="handover-heading">Record a handover</h2>
      <FormSummary form={form} title={(m) => (m ? `Nothing was recorded. ${m}` : 'There is a problem')} />
      <Select form={form} name="kind" label="What happened" options={KINDS} />
      {form.values.kind !== 'no-show' && <Select form={form} name="registration" label="Car" options={cars} />}
      <ConsoleField id={idOf('time')} label="Date and time (UK)" error={form.errors.time}>
        {(aria) => (
          <input
            id={idOf('time')}
            type="datetime-local"
            value={form.values.time}
            {...aria}
            onChange={(ev) => form.set({ time: ev.target.value })}
            onBlur={form.blur('time')}
          />
        )}
      </ConsoleField>
      <Text form={form} name="mileage" label="Mileage" />
      <Select form={form} name="fuel" label="Fuel" options={{ '': 'Not noted', ...FUEL }} />
      <Text form={form} name="keyTag" label="Key tag" />
      <Text form={form} name="bay" label="Bay" />
      <ConsoleField
        id={idOf('notes')}
        label="Notes (damage, belongings; up to 500 characters)"
        error={form.errors.notes}
      >
        {(aria) => (
          <textarea
            id={idOf('notes')}
            rows={3}
            value={form.values.notes}
            {...aria}
            onChange={(ev) => form.set({ notes: ev.target.value })}
            onBlur={form.blur('notes')}
          />
        )}
      </ConsoleField>
      <PhotoField
        id={idOf('photos')}
        files={form.values.photos}
        error={form.errors.photos}
        onPick={(photos) => (form.set({ photos }), form.blur('photos')())}
      />
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Recording…' : 'Record handover'}
      </button>
    </form>
  );
}
