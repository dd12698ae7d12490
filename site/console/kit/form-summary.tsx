import type { FormApi } from '@parking/client';
import './form-summary.css';

/** Props of {@link FormSummary}. */
export type FormSummaryProps<T> = {
  /** The form whose errors are listed (`useForm`'s answer). */
  form: FormApi<T>;
  /**
   * The summary's title: a fixed text used when neither the check nor the server gave a message, or a
   * function of that message (e.g. "Nothing was changed. …").
   */
  title?: string | ((message: string | undefined) => string);
};

/**
 * The console's error summary of a form, in the console's own styles (the widget's summary needs its
 * `.ps-root` scope): announced at once, focused after a rejected submit, each entry a link that moves
 * the focus to its field without touching the URL.
 */
export function FormSummary<T>({ form, title }: FormSummaryProps<T>) {
  const { showSummary, errors, idOf, message, attachSummary } = form;
  if (!showSummary) return null;
  const items = Object.entries(errors).map(([name, text]) => ({ id: idOf(name), message: text }));
  return (
    <div className="console-error-summary" role="alert" tabIndex={-1} ref={attachSummary}>
      <p className="console-error-summary__title">
        {typeof title === 'function' ? title(message) : (message ?? title ?? 'There is a problem')}
      </p>
      {items.length > 0 && (
        <ul className="console-error-summary__list">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  // A hash change would become a router navigation: move the focus only.
                  event.preventDefault();
                  document.getElementById(item.id)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
