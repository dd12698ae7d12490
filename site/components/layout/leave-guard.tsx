import { LEAVE_QUESTION } from '@parking/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before the site's own links leave a page whose form holds unsaved changes (the amend form): the
 * widget asks before its own buttons do and the browser before the tab closes; this covers the header,
 * footer and every other in-app link. Returns the setter the form reports through.
 */
export function useLeaveGuard(): {
  /** Pass to the form's `onUnsavedChanges`. */
  setDirty: (dirty: boolean) => void;
  /** Render where the question should appear (it is empty until a navigation is held). */
  dialog: ReactNode;
} {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(dirty);
  return { setDirty, dialog: <LeaveQuestion blocker={blocker} /> };
}

function LeaveQuestion({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const stay = useRef<HTMLButtonElement>(null);
  // The question takes focus as it appears, so a keyboard user is answering it, not the page behind.
  useEffect(() => {
    if (blocker.state === 'blocked') stay.current?.focus();
  }, [blocker.state]);
  if (blocker.state !== 'blocked') return null;
  return (
    <div className="notice leave-question" role="alertdialog" aria-labelledby="leave-question-text">
      <p id="leave-question-text">{LEAVE_QUESTION}</p>
      <div className="leave-question-actions">
        <button type="button" className="btn btn--outline" onClick={() => blocker.proceed()}>
          Leave without saving
        </button>
        <button type="button" className="btn btn--primary" ref={stay} onClick={() => blocker.reset()}>
          Stay and keep editing
        </button>
      </div>
    </div>
  );
}
