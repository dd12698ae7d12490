import { createContext, useContext, useEffect, useRef } from 'react';

/** The question asked before changes are dropped, in the widget and by the browser's own prompt. */
export const LEAVE_QUESTION = 'Leave this page? Your changes are lost.';

/**
 * Where a guarded form reports whether it holds unsaved changes, so the host can guard its own
 * navigation too (the site asks before a header link leaves the amend form). Provided by
 * `ManageBooking` from its `onUnsavedChanges` prop.
 */
export const UnsavedChangesContext = createContext<((dirty: boolean) => void) | undefined>(undefined);

/**
 * While `dirty`, closing or reloading the tab asks first (the browser shows its own words for
 * `beforeunload`); navigation inside the app asks with the form's own confirm (see `amend-form.tsx`).
 * Returns `release`: call it just before a navigation the form itself starts (e.g. to a checkout).
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const released = useRef(false);
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    if (!report) return;
    report(dirty);
    // A form that goes away (saved, or left) holds nothing unsaved any more.
    return () => report(false);
  }, [dirty, report]);
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
    report?.(false);
  };
}
