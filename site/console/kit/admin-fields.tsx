import type { FormApi } from '@parking/client';
import { ConsoleField } from './console-field';

/** Props of TextInput. */
export type TextInputProps<T extends Record<string, string>> = {
  form: FormApi<T>;
  /** The field's name in the form's values. */
  name: keyof T & string;
  /** The visible label. */
  label: string;
  /** The input's type (text, email, datetime-local…). */
  type?: string;
  /** The on-screen keyboard to offer. */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  /** Called on every change (e.g. to clear a success message). */
  onEdit?: () => void;
};

/** A labelled input of a form, its message beside it. */
export function TextInput<T extends Record<string, string>>(props: TextInputProps<T>) {
  const { form, name, label, type = 'text', inputMode, onEdit } = props;
  const id = form.idOf(name);
  return (
    <ConsoleField id={id} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={id}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          value={form.values[name]}
          {...aria}
          onChange={(ev) => {
            onEdit?.();
            form.set({ [name]: ev.target.value } as Partial<T>);
          }}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
}

/** Props of SelectInput. */
export type SelectInputProps<T extends Record<string, string>> = {
  form: FormApi<T>;
  name: keyof T & string;
  label: string;
  /** The choices, in order; a `''` value reads as "none chosen". */
  options: { value: string; label: string }[];
};

/** A labelled choice of a form, its message beside it. */
export function SelectInput<T extends Record<string, string>>({ form, name, label, options }: SelectInputProps<T>) {
  const id = form.idOf(name);
  return (
    <ConsoleField id={id} label={label} error={form.errors[name]}>
      {(aria) => (
        <select
          id={id}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value } as Partial<T>)}
          onBlur={form.blur(name)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
}
