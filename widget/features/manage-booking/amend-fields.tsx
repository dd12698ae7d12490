import { ALL_TIME_SLOTS, POLICY, dropOffRange, londonNow, pickUpRange } from '@parking/core';
import { useWidgetConfig } from '../../config';
import { DateField } from '../../ui/date-field';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import { type AmendDraft, resizeVehicles } from './amend-draft';

/** Props of AmendFields. */
export type AmendFieldsProps = {
  idPrefix: string;
  draft: AmendDraft;
  /** Server messages by field path (`criteria.entryDate`, `vehicles.0.registration`, `details.email`). */
  errors: Record<string, string>;
  onChange: (patch: Partial<AmendDraft>) => void;
  /** A field (by its server path) was left: the form checks it from now on. */
  onBlur: (name: string) => () => void;
};

function TimeSelect(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className="ps-input ps-select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {ALL_TIME_SLOTS.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** What an amendment can change: the stay's dates and times, the vehicles, flights and contact details. */
export function AmendFields({ idPrefix, draft: d, errors: e, onChange, onBlur }: AmendFieldsProps) {
  const config = useWidgetConfig();
  const id = (name: string) => `${idPrefix}-${name}`;
  const drop = dropOffRange(londonNow(config.now()).date);
  const pick = pickUpRange(d.entryDate);
  const text = (name: keyof AmendDraft, label: string, error?: string, type = 'text') => (
    <TextField
      id={id(name)}
      label={label}
      type={type}
      value={String(d[name])}
      error={error}
      onChange={(v) => onChange({ [name]: v })}
      onBlur={onBlur(`details.${name}`)}
    />
  );
  return (
    <>
      <fieldset className="ps-fieldset">
        <legend>Dates and times</legend>
        <div className="ps-grid">
          <Field id={id('entry-date')} label="Drop Off" error={e['criteria.entryDate']}>
            <DateField
              id={id('entry-date')}
              label="Drop Off"
              value={d.entryDate}
              range={() => drop}
              error={e['criteria.entryDate']}
              onChange={(v) => onChange({ entryDate: v ?? d.entryDate })}
            />
          </Field>
          <TimeSelect
            id={id('entry-time')}
            label="Drop Off time"
            value={d.entryTime}
            onChange={(v) => onChange({ entryTime: v })}
          />
          <Field id={id('exit-date')} label="Pick Up" error={e['criteria.exitDate']}>
            <DateField
              id={id('exit-date')}
              label="Pick Up"
              value={d.exitDate}
              range={() => pick}
              error={e['criteria.exitDate']}
              limitNote="Stays can be up to 45 days"
              onChange={(v) => onChange({ exitDate: v ?? d.exitDate })}
            />
          </Field>
          <TimeSelect
            id={id('exit-time')}
            label="Pick Up time"
            value={d.exitTime}
            onChange={(v) => onChange({ exitTime: v })}
          />
        </div>
      </fieldset>
      <fieldset className="ps-fieldset">
        <legend>Vehicles</legend>
        <Field id={id('vehicle-count')} label="Number of vehicles">
          <select
            id={id('vehicle-count')}
            className="ps-input ps-select"
            value={d.vehicles.length}
            onChange={(ev) => onChange({ vehicles: resizeVehicles(d.vehicles, Number(ev.target.value)) })}
          >
            {Array.from({ length: POLICY.maxVehicles }, (_, i) => (
              <option key={i} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </Field>
        {d.vehicles.map((v, i) => (
          <div className="ps-grid" key={i} role="group" aria-label={`Vehicle ${i + 1}`}>
            {(['registration', 'make', 'model', 'colour'] as const).map((k) => (
              <TextField
                key={k}
                id={id(`vehicle-${i}-${k}`)}
                label={`${k[0]!.toUpperCase()}${k.slice(1)} (vehicle ${i + 1})`}
                value={v[k]}
                error={e[`vehicles.${i}.${k}`]}
                onBlur={onBlur(`vehicles.${i}.${k}`)}
                onChange={(val) => onChange({ vehicles: d.vehicles.map((x, j) => (j === i ? { ...x, [k]: val } : x)) })}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <fieldset className="ps-fieldset">
        <legend>Flights and contact details</legend>
        <div className="ps-grid">
          {text('outboundFlight', 'Outbound flight (optional)', e['details.outboundFlight'])}
          {text('returnFlight', 'Return flight', e['details.returnFlight'])}
          {text('firstName', 'First name', e['details.firstName'])}
          {text('lastName', 'Last name', e['details.lastName'])}
          {text('email', 'Email', e['details.email'], 'email')}
          {text('phone', 'Mobile number', e['details.phone'], 'tel')}
          {text('passengers', 'Passengers', e['details.passengers'], 'number')}
        </div>
      </fieldset>
    </>
  );
}
