import type { ConsoleMe, ConsoleOrganization } from '@parking/core';
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { type FakeRoutes, createFakeFetch } from '../../../widget/testing/fake-fetch';
import { ConsoleProviders } from '../../../site/console/shell/console-providers';
import '../../../site/styles/index.css';
import '../../../site/console/console.css';

/** The console's providers on a fake network made once per story, in a router at `url`. */
function ConsoleShellStory({ routes, url, children }: { routes: FakeRoutes; url: string; children: ReactNode }) {
  const [fetcher] = useState(() => createFakeFetch(routes));
  return (
    <MemoryRouter initialEntries={[url]}>
      <ConsoleProviders fetcher={fetcher}>
        <div className="console">{children}</div>
      </ConsoleProviders>
    </MemoryRouter>
  );
}

/**
 * Wraps a console shell story in the console's providers on a fake network (`parameters.consoleApi`,
 * keyed `METHOD /path` under /api/v1) and a router at `parameters.url`: no story reaches a server.
 */
export const withConsoleShell: Decorator = (Story, context) => (
  <ConsoleShellStory
    routes={(context.parameters.consoleApi ?? {}) as FakeRoutes}
    url={(context.parameters.url as string | undefined) ?? '/console'}
  >
    <Story />
  </ConsoleShellStory>
);

/** GET /console/me answering 401: nobody is signed in. */
export const SIGNED_OUT: FakeRoutes = {
  'GET /console/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } } },
};

export const SWIFT: ConsoleOrganization = {
  id: 'org-swift',
  name: 'Swift Meet & Greet',
  kind: 'operator',
  role: 'owner',
};
export const PARK_FLY: ConsoleOrganization = { id: 'org-parkfly', name: 'Park & Fly', kind: 'operator', role: 'desk' };
export const STAFF: ConsoleOrganization = { id: 'org-staff', name: 'ParkCompare staff', kind: 'staff', role: 'admin' };

/** A console identity: the person, their organisations (the first active) and their passkey state. */
export function me(organizations: ConsoleOrganization[], extra: Partial<ConsoleMe> = {}): ConsoleMe {
  return {
    user: { id: 'u-olive', name: 'Olive Owner', email: 'olive@swift.example' },
    organizations,
    active: organizations[0] ?? null,
    hasPasskey: true,
    passkeyRequired: false,
    signInMethod: 'passkey',
    passkeySignInRequired: false,
    stepUpFreshUntil: null,
    ...extra,
  };
}
