import type { Decorator } from '@storybook/react-vite';
import { WidgetProvider } from '../../widget/state';
import { type FakeRoutes, createFakeFetch } from '../../widget/testing/fake-fetch';
import { FIXED_NOW, defaultRoutes } from '../../widget/testing/render-widget';
import '../../widget/styles/index.css';

/**
 * Wraps a story in a WidgetProvider on a fake network (routes from `parameters.fakeApi`) and the
 * fixed clock of the tests, so stories never call a real server and dates never go stale.
 */
export const withFakeApi: Decorator = (Story, context) => {
  const routes = (context.parameters.fakeApi ?? {}) as FakeRoutes;
  const fetcher = createFakeFetch({ ...defaultRoutes, ...routes });
  return (
    <WidgetProvider fetcher={fetcher} now={() => FIXED_NOW}>
      <div className="ps-root" style={{ maxWidth: 960 }}>
        <Story />
      </div>
    </WidgetProvider>
  );
};
