import type { ReactNode } from 'react';
import { ConsoleHeader } from './console-header';

/** The frame of the screens used before signing in (sign-in, an invitation): the header and a narrow column. */
export function SignedOutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <ConsoleHeader />
      <main id="console-main" tabIndex={-1} className="console-main console-main--narrow console-container">
        {children}
      </main>
    </>
  );
}
