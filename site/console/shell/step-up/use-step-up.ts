import type { ApiClientOptions, Fetcher } from '@parking/client';
import { useCallback, useMemo, useState } from 'react';
import { confirmWithPasskey } from './step-up-api';
import { type StepUpPrompt, withStepUp } from './step-up-fetcher';

/** The console's step-up: its client options (with the step-up edge) and the dialog's state. */
export type StepUp = {
  /** The options every console request uses: STEP_UP_REQUIRED asks, then retries once. */
  api: ApiClientOptions;
  /** Whether an action waits for the person's passkey (the dialog is open). */
  open: boolean;
  /** Runs the ceremony on the plain edge (the step-up requests never ask for a step-up themselves). */
  confirm: () => Promise<void>;
  /** Answers every waiting action: retry (true) or stay undone (false). */
  done: (confirmed: boolean) => void;
};

/**
 * Wires step-up into the console's client options over `edge` (the browser's fetch, or a story's fake):
 * actions refused for a stale passkey confirmation wait, together, for one answer of the dialog.
 */
export function useStepUp(base: ApiClientOptions, edge: Fetcher): StepUp {
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void)[]>([]);
  const prompt = useCallback<StepUpPrompt>(
    () => new Promise<boolean>((resolve) => setWaiting((list) => [...list, resolve])),
    [],
  );
  const plain = useMemo(() => ({ ...base, fetcher: edge }), [base, edge]);
  const api = useMemo(() => ({ ...base, fetcher: withStepUp(edge, prompt) }), [base, edge, prompt]);
  const done = (confirmed: boolean) => {
    setWaiting([]);
    for (const resolve of waiting) resolve(confirmed);
  };
  return { api, open: waiting.length > 0, confirm: () => confirmWithPasskey(plain), done };
}
