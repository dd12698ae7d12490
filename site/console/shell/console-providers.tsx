import { ApiProvider, type Fetcher, browserFetch, useResetApi } from '@parking/client';
import type { ReactNode } from 'react';
import { CONSOLE_API } from '../kit/console-api';
import { StepUpDialog } from './step-up/step-up-dialog';
import { useStepUp } from './step-up/use-step-up';

/** Props of {@link ConsoleProviders}. */
export type ConsoleProvidersProps = {
  /** Replaces `fetch` at the network edge (stories and tests); the browser's own when absent. */
  fetcher?: Fetcher | undefined;
  children: ReactNode;
};

/**
 * Forgets everything the console has read (a new, empty cache, its screens mounted again): after signing
 * in or out and after switching organisation, nothing of the previous person or organisation can show,
 * and every screen reads again.
 */
export const useResetConsole: () => () => void = useResetApi;

/**
 * The console's own API client (@parking/client's provider: a cache and the client options, with
 * cookies), on a network edge that asks for a passkey confirmation when an action needs one (step-up,
 * with its dialog). Separate from the public site's cache, and renewed by {@link useResetConsole}.
 */
export function ConsoleProviders({ fetcher, children }: ConsoleProvidersProps) {
  const stepUp = useStepUp(CONSOLE_API, fetcher ?? browserFetch);
  const { api } = stepUp;
  return (
    <>
      <ApiProvider apiBase={api.apiBase} credentials={api.credentials} fetcher={api.fetcher}>
        {children}
      </ApiProvider>
      <StepUpDialog open={stepUp.open} confirm={stepUp.confirm} onDone={stepUp.done} />
    </>
  );
}
