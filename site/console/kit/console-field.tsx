import type { ReactNode } from 'react';

/** The ARIA a field's control carries: invalid and tied to its message while there is one. */
type FieldAria = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** Props of ConsoleField. */
export type ConsoleFieldProps = {
  /** The control's id (the label's `for`, the summary's link). */
  id: string;
  /** The visible label. */
  label: string;
  /** The message to show beside the control, if any. */
  error?: string | undefined;
  /** Renders the control with the ARIA that ties it to its message. */
  children: (aria: FieldAria) => ReactNode;
};

/** A labelled console field (the site's `.field` design) with its message beside the control. */
export function ConsoleField({ id, label, error, children }: ConsoleFieldProps) {
  const messageId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? messageId : undefined })}
      {error && (
        <p id={messageId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
