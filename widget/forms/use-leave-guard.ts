import { useEffect } from 'react';

/** The question asked before changes are dropped, in the widget and by the browser's own prompt. */
export const LEAVE_QUESTION = 'Leave this page? Your changes are lost.';

/**
 * While `dirty`, closing or reloading the tab asks first (the browser shows its own words for
 * `beforeunload`); navigation inside the app asks with the form's own confirm (see `amend-form.tsx`).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
