import { themeProperties } from '@parking/core';
import { type CSSProperties, createElement, useEffect, useState } from 'react';
import type { ConfigureChoice } from './configure-options';

/** The script partners load, served by our server from dist/widget (`npm run build:widget`). */
const WIDGET_SCRIPT_PATH = '/widget/parking-search.js';

type ScriptState = 'loading' | 'ready' | 'failed';

const defined = () => typeof customElements !== 'undefined' && customElements.get('parking-search') !== undefined;

/**
 * Loads the widget script once per page with a script tag, exactly as a partner page does (so the
 * preview is the real element, not a React copy of it). A failed load is removed, so a later visit retries.
 */
function useWidgetScript(src: string): ScriptState {
  const [state, setState] = useState<ScriptState>(() => (defined() ? 'ready' : 'loading'));
  useEffect(() => {
    if (defined()) return;
    let script = document.querySelector<HTMLScriptElement>('script[data-widget-preview]');
    if (!script) {
      script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.dataset.widgetPreview = '';
      document.head.append(script);
    }
    let live = true;
    const failed = () => {
      script.remove();
      if (live) setState('failed');
    };
    script.addEventListener('error', failed);
    void customElements.whenDefined('parking-search').then(() => live && setState('ready'));
    return () => {
      live = false;
      script.removeEventListener('error', failed);
    };
  }, [src]);
  return state;
}

/** Props of WidgetPreview. */
export type WidgetPreviewProps = {
  /** What the partner chose; every change shows at once. */
  choice: ConfigureChoice;
  /** The script's address (tests and stories may point elsewhere). */
  scriptSrc?: string | undefined;
};

/**
 * The real `<parking-search>` with the chosen attributes and theme. It carries no partner key: a
 * preview is not a partner page, so it must not count as a visit in the key's funnel.
 */
export function WidgetPreview({ choice, scriptSrc = WIDGET_SCRIPT_PATH }: WidgetPreviewProps) {
  const state = useWidgetScript(scriptSrc);
  const style = Object.fromEntries(themeProperties(choice.theme)) as CSSProperties;
  return (
    <section className="configure-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p className="configure-note">
        The widget itself, as your visitors will see it. Searches here are real; the preview does not count in your
        funnel.
      </p>
      {state === 'failed' ? (
        <p className="notice notice--error" role="alert">
          The widget script did not load, so there is no preview. Your snippet below is still right.
        </p>
      ) : (
        <>
          {state === 'loading' && <p aria-busy="true">Loading the widget…</p>}
          {createElement('parking-search', {
            mode: choice.mode,
            ...(choice.airport ? { airport: choice.airport } : {}),
            label: 'Widget preview',
            style,
          })}
        </>
      )}
    </section>
  );
}
