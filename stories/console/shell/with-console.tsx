import type { ConsoleMe } from '@parking/core';
import type { Decorator } from '@storybook/react-vite';
import { ApiProvider, type Fetcher } from '@parking/client';
import { MemoryRouter } from 'react-router';
import { CONSOLE_API } from '../../../site/console/kit/console-api';
import { CONSOLE_ME_KEY } from '../../../site/console/shell/session/use-console-me';
import '../../../site/styles/index.css';

/** What a console story knows: answers by cache key (also served to reads), POST answers by path, the URL. */
type ConsoleStoryApi = {
  /** Answers by key (the path under /api/v1): seeded into the cache, and served again to any read. */
  known: Record<string, unknown>;
  /** POST answers by path: a status and body; 200 `{}` for any other POST. */
  posts?: Record<string, { status: number; body: unknown }>;
  /** The console URL the story opens at (query included). */
  url?: string;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A network edge that answers only from the story's data: no story reaches a server. */
function storyFetcher(api: ConsoleStoryApi): Fetcher {
  return async (input, init) => {
    const path = input.replace(/^\/api\/v1/, '');
    if (init?.method === 'POST') {
      const answer = api.posts?.[path];
      return answer ? json(answer.status, answer.body) : json(200, {});
    }
    return path in api.known
      ? json(200, api.known[path])
      : json(404, { error: { code: 'NOT_FOUND', message: 'Not in this story' } });
  };
}

/**
 * Wraps a console story in the console's client (its options and a cache seeded with `parameters.console`),
 * a router at the story's URL and the console's main region, as the signed-in layout gives a screen.
 */
export const withConsole: Decorator = (Story, context) => {
  const api = context.parameters.console as ConsoleStoryApi;
  const fetcher = storyFetcher(api);
  return (
    <ApiProvider key={context.id} {...CONSOLE_API} fetcher={fetcher} known={api.known}>
      <MemoryRouter initialEntries={[api.url ?? '/console']}>
        <div className="console">
          <main id="console-main" className="console-main console-container container">
            <Story />
          </main>
        </div>
      </MemoryRouter>
    </ApiProvider>
  );
};

/** The signed-in person's console identity, active in one organisation with one role. */
export function meAs(org: ConsoleMe['organizations'][number], name = 'Olive Owner'): Record<string, ConsoleMe> {
  const me: ConsoleMe = {
    user: { id: 'u-olive', name, email: 'olive@operator.example' },
    organizations: [org],
    active: org,
    hasPasskey: true,
    passkeyRequired: false,
    signInMethod: 'passkey',
    passkeySignInRequired: false,
    stepUpFreshUntil: null,
  };
  return { [CONSOLE_ME_KEY]: me };
}
