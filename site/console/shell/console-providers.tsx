import { type Fetcher, browserFetch } from '@parking/client';
import { WidgetProvider } from '@parking/widget';
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react';
import { CONSOLE_API, ConsoleApiContext } from './session/console-api';
import { StepUpDialog } from './step-up/step-up-dialog';
import { useStepUp } from './step-up/use-step-up';

/** Props of {@link ConsoleProviders}. */
export type ConsoleProvidersProps = {
  /** Replaces `fetch` at the network edge (stories and tests); the browser's own when absent. */
  fetcher?: Fetcher | undefined;
  children: ReactNode;
};

const ResetContext = createContext<() => void>(() => undefined);

/**
 * Forgets everything the console has read (a new, empty cache): after signing in or out and after
 * switching organisation, nothing of the previous person or organisation can show, and every screen
 * reads again.
 */
export function useResetConsole(): () => void {
  return useContext(ResetContext);
}

/**
 * The console's own API client cache (the widget's provider, with cookies) and its client options for
 * changes, both on the same network edge, which asks for a passkey confirmation when an action needs one
 * (step-up, with its dialog). Separate from the public site's cache, and renewed by {@link useResetConsole}.
 */
export function ConsoleProviders({ fetcher, children }: ConsoleProvidersProps) {
  const stepUp = useStepUp(CONSOLE_API, fetcher ?? browserFetch);
  const { api } = stepUp;
  const [generation, setGeneration] = useState(0);
  const reset = useCallback(() => setGeneration((n) => n + 1), []);
  return (
    <ConsoleApiContext value={api}>
      <ResetContext value={reset}>
        <WidgetProvider key={generation} apiBase={api.apiBase} credentials="same-origin" fetcher={api.fetcher}>
          {children}
        </WidgetProvider>
        <StepUpDialog open={stepUp.open} confirm={stepUp.confirm} onDone={stepUp.done} />
      </ResetContext>
    </ConsoleApiContext>
  );
}
