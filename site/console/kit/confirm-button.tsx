import { useState } from 'react';

/** Props of ConfirmButton. */
export type ConfirmButtonProps = {
  /** The button's words, e.g. "Rotate secret". */
  label: string;
  /** What happens, asked before it does, e.g. "The old secret stops working at once." */
  question: string;
  /** Does it. */
  onConfirm: () => void;
  /** The action is in flight. */
  pending?: boolean;
};

/** A button that asks first, in place: the question with "Yes, …" and "Cancel" (keyboard and screen readers alike). */
export function ConfirmButton({ label, question, onConfirm, pending = false }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn btn--outline" disabled={pending} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span role="group" aria-label={label}>
      <span>{question}</span>{' '}
      <button
        type="button"
        className="btn btn--primary"
        // The question replaced the button that had the focus: the answer takes it.
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, {label.toLowerCase()}
      </button>{' '}
      <button type="button" className="btn btn--outline" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
