import type { WidgetKey } from '@parking/core';
import { useState } from 'react';
import { useConsoleTitle } from '../../shell/console-title';
import '../../kit/console-pages.css';
import { useWidgetKeys } from '../../kit/widget-keys-read';
import { ConfigureForm } from './configure-form';
import { PLACEHOLDER_KEY, type ConfigureChoice, initialChoice, snippetOptions } from './configure-options';
import { SnippetPanel } from './snippet-panel';
import { WidgetPreview } from './widget-preview';
import './configure.css';

/** Props of Configurator. */
export type ConfiguratorProps = {
  /** The organisation's keys; undefined when they could not be read (the partner types a key). */
  keys: readonly WidgetKey[] | undefined;
  /** Our origin, for the snippet's script address (the page's own by default). */
  origin?: string | undefined;
  /** The widget script's address for the preview (tests and stories). */
  scriptSrc?: string | undefined;
};

/** Options beside the live widget, and the snippet with everything filled in. */
export function Configurator({ keys, origin = window.location.origin, scriptSrc }: ConfiguratorProps) {
  const [choice, setChoice] = useState<ConfigureChoice>(() => initialChoice(keys ?? []));
  const options = snippetOptions(choice, origin);
  return (
    <>
      <div className="configure-layout">
        <ConfigureForm choice={choice} onChange={setChoice} keys={keys} />
        <WidgetPreview choice={choice} scriptSrc={scriptSrc} />
      </div>
      <SnippetPanel options={options} placeholderKey={options.partnerKey === PLACEHOLDER_KEY} />
    </>
  );
}

/**
 * Configure the widget (/console/configure): a key, the default airport, the mode and the theme
 * (`--ps-*`), with the real `<parking-search>` changing beside the options, a contrast warning in words,
 * and the snippet to copy as HTML or a React component. Nothing is saved: the snippet carries it all.
 */
export function ConfigurePage() {
  useConsoleTitle('Configure the widget');
  const keys = useWidgetKeys();
  const loaded = keys.data !== undefined || keys.error !== undefined;
  return (
    <>
      <h1>Configure the widget</h1>
      <p>
        Choose how the widget looks and behaves on your pages, then copy the snippet. Nothing here is saved: the snippet
        carries every choice.
      </p>
      {keys.error && (
        <p className="notice notice--error" role="alert">
          We could not load your keys, so type the key to use below.
        </p>
      )}
      {loaded ? <Configurator keys={keys.data?.keys} /> : <p aria-busy="true">Loading your keys…</p>}
    </>
  );
}
