import { useSyncExternalStore } from 'react';
import { apiActivity } from '@parking/client';
import { navigationActivity } from './navigation-activity';

/** Props of {@link GlobalLoaderBar}. */
export type GlobalLoaderBarProps = {
  /** Whether anything is in progress. */
  busy: boolean;
};

/** The top progress bar, visible while `busy`. */
export function GlobalLoaderBar({ busy }: GlobalLoaderBarProps) {
  return (
    <div className="global-loader" role="progressbar" aria-label="Loading" aria-busy="true" hidden={!busy}>
      <span className="global-loader__bar" />
    </div>
  );
}

const none = () => 0;

/**
 * The global loader (docs/product-rules.md#footer-and-global-elements): shown while any API request
 * (counted by the one client, nothing global is patched) or route navigation is in progress.
 */
export function GlobalLoader() {
  const requests = useSyncExternalStore(apiActivity.subscribe, apiActivity.getSnapshot, none);
  const navigations = useSyncExternalStore(navigationActivity.subscribe, navigationActivity.getSnapshot, none);
  return <GlobalLoaderBar busy={requests + navigations > 0} />;
}
