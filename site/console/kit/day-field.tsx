import type { FormApi } from '@parking/client';
import { ConsoleField } from './console-field';

/** Props of DayField. */
export type DayFieldProps<N extends string> = {
  /** The filter form holding the day (a `YYYY-MM-DD` string under `name`). */
  form: Pick<FormApi<Record<N, string>>, 'values' | 'errors' | 'set' | 'blur'>;
  /** Which of the form's values this field edits. */
  name: N;
  /** The visible label, e.g. "From (day)". */
  label: string;
  /** The form's field ids (`useForm`'s `idOf`). */
  idOf: (name: string) => string;
};

/** A labelled date input of a console filter form: the one day field reports, audit, earnings and funnel share. */
export function DayField<N extends string>({ form, name, label, idOf }: DayFieldProps<N>) {
  const id = idOf(name);
  return (
    <ConsoleField id={id} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={id}
          type="date"
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value } as Partial<Record<N, string>>)}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
}
