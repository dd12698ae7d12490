import { POLICY, type ParkingType } from '@parking/core';
import { Field, invalidProps } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import type { BookingDraft, FieldErrors } from './booking-draft';

/** Props of TripFields. */
export type TripFieldsProps = {
  idPrefix: string;
  draft: BookingDraft;
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  type: ParkingType;
  onChange: (patch: Partial<BookingDraft>) => void;
};

const PASSENGERS = Array.from({ length: POLICY.maxPassengers }, (_, i) => String(i + 1));

/** Flights and passengers; the return flight is required for meet-and-greet (docs/product-rules.md#booking). */
export function TripFields({ idPrefix, draft, errors, onBlur, type, onChange }: TripFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="ps-fieldset">
      <legend>Your trip</legend>
      <div className="ps-grid">
        <TextField
          id={id('terminal')}
          label="Outbound terminal (optional)"
          value={draft.outboundTerminal}
          onChange={(outboundTerminal) => onChange({ outboundTerminal })}
          error={errors.outboundTerminal}
          onBlur={onBlur('outboundTerminal')}
        />
        <TextField
          id={id('outbound-flight')}
          label="Outbound flight (optional)"
          value={draft.outboundFlight}
          onChange={(outboundFlight) => onChange({ outboundFlight })}
          error={errors.outboundFlight}
          onBlur={onBlur('outboundFlight')}
          placeholder="EZY1234"
        />
        <TextField
          id={id('return-flight')}
          label={type === 'meet-greet' ? 'Return flight' : 'Return flight (optional)'}
          value={draft.returnFlight}
          onChange={(returnFlight) => onChange({ returnFlight })}
          error={errors.returnFlight}
          onBlur={onBlur('returnFlight')}
          placeholder="EZY1235"
          {...(type === 'meet-greet' ? { hint: 'Your driver tracks it to meet you on time', required: true } : {})}
        />
        <Field id={id('passengers')} label="Passengers" error={errors.passengers}>
          <select
            id={id('passengers')}
            className="ps-input ps-select"
            value={draft.passengers}
            onChange={(e) => onChange({ passengers: e.target.value })}
            onBlur={onBlur('passengers')}
            {...invalidProps(id('passengers'), errors.passengers)}
          >
            {PASSENGERS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
