import type { Ref } from 'react';

/** One field to fix, as listed in the summary. */
type SummaryItem = {
  /** id of the field's control: the link moves the focus there. */
  id: string;
  /** The field's message, as shown under it. */
  message: string;
};

/** Props of ErrorSummary. */
export type ErrorSummaryProps = {
  /** What went wrong as a whole, e.g. "There is a problem" or the server's message. */
  title: string;
  /** Fields to fix, in the order they appear in the form. */
  items: SummaryItem[];
  /** The form focuses the summary after a rejected submit. */
  ref?: Ref<HTMLDivElement> | undefined;
};

/**
 * The one error summary of every form: announced at once (role="alert"), focused after a rejected
 * submit, each entry a link that moves the focus to its field (inside a shadow root too).
 */
export function ErrorSummary({ title, items, ref }: ErrorSummaryProps) {
  return (
    <div className="ps-error-summary" role="alert" tabIndex={-1} ref={ref}>
      <p className="ps-error-summary__title">{title}</p>
      {items.length > 0 ? (
        <ul className="ps-error-summary__list">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => {
                  // The control lives in the same document or shadow root as the link; a hash change would
                  // scroll the host page and write its URL.
                  event.preventDefault();
                  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
                  root.getElementById(item.id)?.focus();
                }}
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
