import { useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link ServerHtmlIsland}. */
export type ServerHtmlIslandProps = {
  /** Rendered only while pre-rendering: the markup the page arrives with. */
  children: ReactNode;
  /** Class of the wrapper; size it like the content so nothing moves when it is replaced. */
  className: string;
  /** Names the island in the HTML; every island standing for the same content passes the same id. */
  id: string;
};

/** The markup this island was pre-rendered with, when the page arrived with it (read once, at hydration). */
function arrivedHtml(id: string): string {
  return document.querySelector(`[data-island="${CSS.escape(id)}"]`)?.innerHTML ?? '';
}

/**
 * Pre-rendered markup that is shown but not hydrated: the build renders `children` (e.g. the widget's
 * search form), and the browser keeps exactly that HTML until the caller replaces the island with the
 * live component, so the page shows the form at once without loading its code first. After a
 * client-side navigation there is no such markup and the island is an empty placeholder of the same size.
 */
export function ServerHtmlIsland({ children, className, id }: ServerHtmlIslandProps) {
  const [html] = useState(() => (typeof document === 'undefined' ? undefined : arrivedHtml(id)));
  if (html === undefined) {
    return (
      <div className={className} data-island={id} aria-busy="true" inert>
        {children}
      </div>
    );
  }
  // The same HTML the server wrote, so hydration has nothing to change. It is inert (shown, not usable) until
  // the live form replaces it: a value chosen in it would be lost, and a submit would reload the page.
  return (
    <div className={className} data-island={id} aria-busy="true" inert dangerouslySetInnerHTML={{ __html: html }} />
  );
}
