import type { ReactNode } from 'react';

/** Props of Field. */
export type FieldProps = {
  /** id of the control the label names. */
  id: string;
  /** Visible label text (every field has one: accessibility rule). */
  label: string;
  /** Message shown under the control and announced with it. */
  error?: string | undefined;
  /** Extra help under the label. */
  hint?: string;
  className?: string;
  children: ReactNode;
};

/** id of the element holding a field's error, for `aria-describedby`. */
export const errorId = (id: string) => `${id}-error`;

/** A labelled form field with its inline error. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={`ps-field${error ? ' ps-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="ps-label" htmlFor={id}>
        {label}
      </label>
      {hint ? <span className="ps-hint">{hint}</span> : null}
      {children}
      {error ? (
        <span className="ps-field-error" id={errorId(id)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** ARIA props of a control whose field may show an error. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}
