import { TITLES } from '@parking/core';
import { Field, invalidProps } from '../../ui/field';
import { TextField } from '../../ui/text-field';
import type { BookingDraft, FieldErrors } from './booking-draft';

/** Props of ContactFields. */
export type ContactFieldsProps = {
  /** The prefix of every control's id (the form's `useId`). */
  idPrefix: string;
  /** The booking as typed so far. */
  draft: BookingDraft;
  /** Messages to show now, by field name. */
  errors: FieldErrors;
  /** A field was left: the form checks it from now on (`useForm`'s `blur`). */
  onBlur: (name: string) => () => void;
  /** Applies a change to the draft. */
  onChange: (patch: Partial<BookingDraft>) => void;
};

type TitleFieldProps = Pick<ContactFieldsProps, 'draft' | 'errors' | 'onBlur' | 'onChange'> & {
  /** The select's id. */
  id: string;
};

/** The optional title, a select of core's TITLES. */
function TitleField({ id, draft, errors, onBlur, onChange }: TitleFieldProps) {
  return (
    <Field id={id} label="Title (optional)" error={errors.title}>
      <select
        id={id}
        className="ps-input ps-select"
        value={draft.title}
        onChange={(e) => onChange({ title: e.target.value })}
        onBlur={onBlur('title')}
        {...invalidProps(id, errors.title)}
      >
        <option value="">—</option>
        {TITLES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Who is travelling: title (optional), names, email and mobile. */
export function ContactFields({ idPrefix, draft, errors, onBlur, onChange }: ContactFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="ps-fieldset">
      <legend>Your details</legend>
      <div className="ps-grid">
        <TitleField id={id('title')} draft={draft} errors={errors} onBlur={onBlur} onChange={onChange} />
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
