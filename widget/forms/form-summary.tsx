import { ErrorSummary } from '../ui/error-summary';
import type { FormApi } from './use-form';

/** Props of FormSummary. */
export type FormSummaryProps<T> = {
  /** The form whose errors are listed (`useForm`'s answer). */
  form: FormApi<T>;
  /** The title when neither the check nor the server gave one. */
  title?: string;
};

/** The form's error summary, when there is something to fix; the form focuses it after a rejected submit. */
export function FormSummary<T>({ form, title = 'There is a problem' }: FormSummaryProps<T>) {
  const { showSummary, errors, idOf, message, attachSummary } = form;
  if (!showSummary) return null;
  const items = Object.entries(errors).map(([name, text]) => ({ id: idOf(name), message: text }));
  return <ErrorSummary ref={attachSummary} title={message ?? title} items={items} />;
}
