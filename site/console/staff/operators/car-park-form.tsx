import { type NewCarPark, NewCarParkSchema, type StaffCarPark, type StaffOperator } from '@parking/core';
import { type FormCheck, checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { useState } from 'react';
import { SelectInput, TextInput } from '../../kit/admin-fields';

type Values = {
  organizationId: string;
  name: string;
  airportId: string;
  type: string;
  price: string;
  spacesPerDay: string;
  address: string;
  phone: string;
};
type Checked = NewCarPark & { organizationId: string };
const EMPTY: Values = {
  organizationId: '',
  name: '',
  airportId: '',
  type: 'park-ride',
  price: '',
  spacesPerDay: '',
  address: '',
  phone: '',
};
const idOf = (name: string) => `car-park-${name}`;
/** The server names the price in pence `pricePerDay`; the form asks for pounds in `price`. */
const formField = (path: string) => (path === 'pricePerDay' ? 'price' : path);

/** Typed text as a number for core's check: empty or not a number reads as out of range. */
const num = (text: string, scale = 1) => (text.trim() === '' ? Number.NaN : Math.round(Number(text.trim()) * scale));

/** The values checked with core's rule (pounds to pence), and an operator chosen. */
function checkCarPark(v: Values): FormCheck<Checked> {
  const { organizationId, price, spacesPerDay, ...rest } = v;
  const body = { ...rest, pricePerDay: num(price, 100), spacesPerDay: num(spacesPerDay) };
  const checked = checkWith(NewCarParkSchema, body);
  const fields: Record<string, string> = {};
  if (!checked.ok) for (const [k, m] of Object.entries(checked.fields)) fields[formField(k)] = m;
  if (!organizationId) fields.organizationId = 'Choose an operator';
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, value: { ...checked.value, organizationId } };
}

/** Props of CarParkForm. */
export type CarParkFormProps = {
  operators: StaffOperator[];
  /** The airports to choose from (id and name). */
  airports: { id: string; name: string }[];
  /** Creates the car park for the operator; throws an `ApiFailure` the form shows. */
  onCreate: (organizationId: string, body: NewCarPark) => Promise<StaffCarPark>;
};

/** A new car park for an operator: what search and booking need; the operator completes its listing. */
export function CarParkForm({ operators, airports, onCreate }: CarParkFormProps) {
  const [created, setCreated] = useState<string>();
  const form = useForm<Values, Checked>({
    initial: EMPTY,
    check: checkCarPark,
    onSubmit: async ({ organizationId, ...body }) => {
      const park = await onCreate(organizationId, body);
      setCreated(`${park.name} is in search now.`);
      form.reset(EMPTY);
    },
    serverField: formField,
    idOf,
  });
  const none = { value: '', label: 'Choose…' };
  const edit = () => setCreated(undefined);
  return (
    <form className="console-form" noValidate onSubmit={form.onSubmit} aria-labelledby="car-park-heading">
      <h2 id="car-park-heading">New car park</h2>
      <FormSummary form={form} title={(m) => (m ? `The car park was not created. ${m}` : 'There is a problem')} />
      <SelectInput
        form={form}
        name="organizationId"
        label="Operator"
        options={[none, ...operators.map((o) => ({ value: o.organizationId, label: o.name }))]}
      />
      <TextInput form={form} name="name" label="Name" onEdit={edit} />
      <SelectInput
        form={form}
        name="airportId"
        label="Airport"
        options={[none, ...airports.map((a) => ({ value: a.id, label: a.name }))]}
      />
      <SelectInput
        form={form}
        name="type"
        label="Type"
        options={[
          { value: 'park-ride', label: 'Park & ride' },
          { value: 'meet-greet', label: 'Meet & greet' },
        ]}
      />
      <TextInput form={form} name="price" label="Price per day (£)" inputMode="decimal" />
      <TextInput form={form} name="spacesPerDay" label="Spaces per day" inputMode="numeric" />
      <TextInput form={form} name="address" label="Address" />
      <TextInput form={form} name="phone" label="Phone" type="tel" />
      <button type="submit" className="btn btn--primary" disabled={form.pending}>
        {form.pending ? 'Creating…' : 'Create car park'}
      </button>
      {created && (
        <p role="status" className="notice notice--success">
          {created}
        </p>
      )}
    </form>
  );
}
