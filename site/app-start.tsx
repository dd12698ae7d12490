import { StrictMode, startTransition } from 'react';
import type { HydrationState } from 'react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { KnownDataContext } from './components/layout/known-data';
import { createSiteRouter, resolveLazyRoutes } from './router';
import { readPageData } from './seo/page-data';

/**
 * Pre-rendered content pages (#root marked `data-render="hydrate"`) are hydrated by the same app with
 * the data they were rendered from; visitor-specific shells and the development server are rendered
 * afresh. See docs/decisions/0004-prerendering.md.
 */
async function start(container: HTMLElement): Promise<void> {
  const data = readPageData(document);
  const hydrate = container.dataset.render === 'hydrate' && data !== undefined;
  if (hydrate) await resolveLazyRoutes(window.location);
  const router = createSiteRouter(hydrate ? (data.hydrationData as HydrationState) : undefined);
  const app = (
    <StrictMode>
      <KnownDataContext value={data?.fallback ?? {}}>
        <RouterProvider router={router} />
      </KnownDataContext>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (container) start(container).catch((error: unknown) => console.error('Application start failure', error));
else console.error('Application start failure: the page has no #root element');
