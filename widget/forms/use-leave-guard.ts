import { useEffect, useRef } from 'react';

/** The question asked before changes are dropped, in the widget and by the browser's own prompt. */
export const LEAVE_QUESTION = 'Leave this page? Your changes are lost.';

/**
 * While `dirty`, closing or reloading the tab asks first (the browser shows its own words for
 * `beforeunload`); navigation inside the app asks with the form's own confirm (see `amend-form.tsx`).
 * Returns `release`: call it just before a navigation the form itself starts (e.g. to a checkout).
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const ask = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return () => {
    released.current = true;
  };
}
