import { TITLES } from '@parking/core';
import { Field, invalidProps } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import type { BookingDraft, FieldErrors } from './booking-draft';

/** Props of ContactFields. */
export type ContactFieldsProps = {
  idPrefix: string;
  draft: BookingDraft;
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  onChange: (patch: Partial<BookingDraft>) => void;
};

/** Who is travelling: title (optional), names, email and mobile. */
export function ContactFields({ idPrefix, draft, errors, onBlur, onChange }: ContactFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="ps-fieldset">
      <legend>Your details</legend>
      <div className="ps-grid">
        <Field id={id('title')} label="Title (optional)" error={errors.title}>
          <select
            id={id('title')}
            className="ps-input ps-select"
            value={draft.title}
            onChange={(e) => onChange({ title: e.target.value })}
            onBlur={onBlur('title')}
            {...invalidProps(id('title'), errors.title)}
          >
            <option value="">—</option>
            {TITLES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id={id('first-name')}
          label="First name"
          value={draft.firstName}
          onChange={(firstName) => onChange({ firstName })}
          error={errors.firstName}
          onBlur={onBlur('firstName')}
          autoComplete="given-name"
        />
        <TextField
          id={id('last-name')}
          label="Last name"
          value={draft.lastName}
          onChange={(lastName) => onChange({ lastName })}
          error={errors.lastName}
          onBlur={onBlur('lastName')}
          autoComplete="family-name"
        />
        <TextField
          id={id('email')}
          label="Email"
          type="email"
          value={draft.email}
          onChange={(email) => onChange({ email })}
          error={errors.email}
          onBlur={onBlur('email')}
          autoComplete="email"
        />
        <TextField
          id={id('phone')}
          label="Mobile number"
          type="tel"
          value={draft.phone}
          onChange={(phone) => onChange({ phone })}
          error={errors.phone}
          onBlur={onBlur('phone')}
          autoComplete="tel"
          hint="For updates on the day"
        />
      </div>
    </fieldset>
  );
}
