import type { InputHTMLAttributes } from 'react';
import { Field, invalidProps } from './field';

/** Props of TextField: a labelled input with its inline error. */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
};

/** A labelled text input; the error is tied to it with aria-describedby. */
export function TextField({ id, label, value, onChange, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})} {...(className ? { className } : {})}>
      <input
        id={id}
        className="ps-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
        {...rest}
      />
    </Field>
  );
}
