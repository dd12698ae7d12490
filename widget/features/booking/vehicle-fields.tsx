import { TextField } from '../../ui/text-field';
import type { FieldErrors, VehicleDraft } from './booking-draft';

/** Props of VehicleFields. */
export type VehicleFieldsProps = {
  idPrefix: string;
  vehicles: VehicleDraft[];
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  onChange: (index: number, patch: Partial<VehicleDraft>) => void;
};

/** Registration, make, model and colour for each vehicle of the booking. */
export function VehicleFields({ idPrefix, vehicles, errors, onBlur, onChange }: VehicleFieldsProps) {
  return (
    <>
      {vehicles.map((v, i) => {
        const id = (name: string) => `${idPrefix}-vehicle-${i}-${name}`;
        const err = (name: string) => errors[`vehicles.${i}.${name}`];
        return (
          <fieldset key={i} className="ps-fieldset">
            <legend>{vehicles.length > 1 ? `Vehicle ${i + 1}` : 'Your vehicle'}</legend>
            <div className="ps-grid">
              <TextField
                id={id('registration')}
                label="Registration"
                value={v.registration}
                onChange={(registration) => onChange(i, { registration })}
                error={err('registration')}
                onBlur={onBlur(`vehicles.${i}.registration`)}
                autoCapitalize="characters"
                placeholder="AB12 CDE"
              />
              <TextField
                id={id('make')}
                label="Make"
                value={v.make}
                onChange={(make) => onChange(i, { make })}
                error={err('make')}
                onBlur={onBlur(`vehicles.${i}.make`)}
              />
              <TextField
                id={id('model')}
                label="Model"
                value={v.model}
                onChange={(model) => onChange(i, { model })}
                error={err('model')}
                onBlur={onBlur(`vehicles.${i}.model`)}
              />
              <TextField
                id={id('colour')}
                label="Colour"
                value={v.colour}
                onChange={(colour) => onChange(i, { colour })}
                error={err('colour')}
                onBlur={onBlur(`vehicles.${i}.colour`)}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
