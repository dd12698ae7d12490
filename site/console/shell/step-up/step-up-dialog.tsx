import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '../../kit/console-api';
import { ceremonyMessage } from '../session/passkeys-api';

/** Props of {@link StepUpDialog}. */
export type StepUpDialogProps = {
  /** Open while an action waits for the person's passkey. */
  open: boolean;
  /** Runs the passkey ceremony (step-up); throws when it did not confirm. */
  confirm: () => Promise<void>;
  /** Called with true once confirmed, false when the person cancelled (Cancel or Escape). */
  onDone: (confirmed: boolean) => void;
};

/** Why the confirmation failed, in words. */
function stepUpFailure(error: unknown): string {
  return (
    ceremonyMessage(error) ??
    failureMessage(error, 'That passkey was not accepted. Try again, or use another passkey of this account.')
  );
}

/** A `<dialog>` shown as the browser's modal while `open`, closed otherwise. */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * "Confirm it's you with your passkey": a modal dialog (the browser's own: focus kept inside, Escape
 * cancels, focus back where it was on close) shown when an action that moves money or personal data needs
 * a fresh passkey confirmation. "Use my passkey" runs the ceremony; Cancel leaves the action undone.
 */
export function StepUpDialog({ open, confirm, onDone }: StepUpDialogProps) {
  const ref = useModal(open);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const finish = (confirmed: boolean) => {
    setError(undefined);
    onDone(confirmed);
  };
  const cancel = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!pending) finish(false);
  };
  const onConfirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await confirm();
    } catch (failure) {
      setError(stepUpFailure(failure));
      return;
    } finally {
      setPending(false);
    }
    finish(true);
  };
  return (
    <dialog
      ref={ref}
      className="console-dialog"
      aria-labelledby="step-up-heading"
      aria-describedby="step-up-why"
      // Escape cancels (handled here, so the dialog closes only through `open`); onCancel covers the
      // browser's other ways to close it (a close request on Android).
      onKeyDown={(event) => event.key === 'Escape' && cancel(event)}
      onCancel={cancel}
    >
      <h2 id="step-up-heading">Confirm it&apos;s you with your passkey</h2>
      <p id="step-up-why">
        Refunds, cancellations, changes to a booking, a traveller&apos;s data and staff roles need your passkey again
        when you last used it more than 10 minutes ago.
      </p>
      {error && (
        <p role="alert" className="console-error">
          {error}
        </p>
      )}
      <div className="console-actions">
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={pending}>
          {pending ? 'Waiting for your passkey…' : 'Use my passkey'}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => finish(false)} disabled={pending}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
