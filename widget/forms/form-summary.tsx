import { ErrorSummary } from '../ui/error-summary';
import type { FormApi } from '@parking/client';

/** Props of FormSummary. */
export type FormSummaryProps<T> = {
  /** The form whose errors are listed (`useForm`'s answer). */
  form: FormApi<T>;
  /**
   * The summary's title: a fixed text used when neither the check nor the server gave a message, or a
   * function of that message (e.g. to say "Your message was not sent: …").
   */
  title?: string | ((message: string | undefined) => string);
};

/** The form's error summary, when there is something to fix; the form focuses it after a rejected submit. */
export function FormSummary<T>({ form, title = 'There is a problem' }: FormSummaryProps<T>) {
  const { showSummary, errors, idOf, message, attachSummary } = form;
  if (!showSummary) return null;
  const items = Object.entries(errors).map(([name, text]) => ({ id: idOf(name), message: text }));
  return (
    <ErrorSummary
      ref={attachSummary}
      title={typeof title === 'function' ? title(message) : (message ?? title)}
      items={items}
    />
  );
}
