import { createContext, useContext } from 'react';

/**
 * True while the build pre-renders a visitor-specific route (search results, booking steps): the page
 * then renders its frame, heading and a skeleton of the right size instead of anything that depends on
 * the visitor's query, which the build cannot know.
 */
export const PrerenderShellContext = createContext(false);

/** Whether this render is a build-time shell. */
export function usePrerenderShell(): boolean {
  return useContext(PrerenderShellContext);
}
