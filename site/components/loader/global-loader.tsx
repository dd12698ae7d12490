import { useSyncExternalStore } from 'react';
import { siteActivity } from './fetch-tracker';

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

/** The global loader (docs/product-rules.md#footer-and-global-elements): shown while any request or route navigation is in progress. */
export function GlobalLoader() {
  const count = useSyncExternalStore(siteActivity.subscribe, siteActivity.count, () => 0);
  return <GlobalLoaderBar busy={count > 0} />;
}
