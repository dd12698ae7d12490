import { POLICY } from '@parking/core';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import { type AmendDraft, resizeVehicles } from './amend-draft';
import { AmendStayFields } from './amend-stay-fields';

/** Props of AmendFields. */
export type AmendFieldsProps = {
  /** The prefix of every control's id. */
  idPrefix: string;
  /** The amendment as typed so far. */
  draft: AmendDraft;
  /** Server messages by field path (`criteria.entryDate`, `vehicles.0.registration`, `details.email`). */
  errors: Record<string, string>;
  /** Applies a change to the draft. */
  onChange: (patch: Partial<AmendDraft>) => void;
  /** A field (by its server path) was left: the form checks it from now on. */
  onBlur: (name: string) => () => void;
};

type VehicleFieldsProps = Pick<AmendFieldsProps, 'idPrefix' | 'errors' | 'onChange' | 'onBlur'> & {
  /** The draft's vehicles, one group of fields each. */
  vehicles: AmendDraft['vehicles'];
};

/** How many vehicles, then registration, make, model and colour of each. */
function VehicleFields({ idPrefix, vehicles, errors: e, onChange, onBlur }: VehicleFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="ps-fieldset">
      <legend>Vehicles</legend>
      <Field id={id('vehicle-count')} label="Number of vehicles">
        <select
          id={id('vehicle-count')}
          className="ps-input ps-select"
          value={vehicles.length}
          onChange={(ev) => onChange({ vehicles: resizeVehicles(vehicles, Number(ev.target.value)) })}
        >
          {Array.from({ length: POLICY.maxVehicles }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </Field>
      {vehicles.map((v, i) => (
        <div className="ps-grid" key={i} role="group" aria-label={`Vehicle ${i + 1}`}>
          {(['registration', 'make', 'model', 'colour'] as const).map((k) => (
            <TextField
              key={k}
              id={id(`vehicle-${i}-${k}`)}
              label={`${k[0]!.toUpperCase()}${k.slice(1)} (vehicle ${i + 1})`}
              value={v[k]}
              error={e[`vehicles.${i}.${k}`]}
              onBlur={onBlur(`vehicles.${i}.${k}`)}
              onChange={(val) => onChange({ vehicles: vehicles.map((x, j) => (j === i ? { ...x, [k]: val } : x)) })}
            />
          ))}
        </div>
      ))}
    </fieldset>
  );
}

/** What an amendment can change: the stay's dates and times, the vehicles, flights and contact details. */
export function AmendFields({ idPrefix, draft: d, errors: e, onChange, onBlur }: AmendFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
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
      <AmendStayFields idPrefix={idPrefix} draft={d} errors={e} onChange={onChange} />
      <VehicleFields idPrefix={idPrefix} vehicles={d.vehicles} errors={e} onChange={onChange} onBlur={onBlur} />
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
