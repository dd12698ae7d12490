/**
 * The loader snippet partners paste instead of the full script tag:
 *
 *   <script async src="https://parking.example/widget/loader.js"
 *           data-partner-key="pk_live_…" data-airport="LTN"></script>
 *
 * It loads parking-search.js (from the folder loader.js came from) once per page, however many times
 * the snippet is pasted, and puts a <parking-search> where the snippet is (or inside the element
 * `data-target` selects), copying its data attributes: `data-api-base`, `data-partner-key`,
 * `data-mode`, `data-site-url`, `data-airport`, `data-q`, `data-label`. `data-mount="none"` only loads the script,
 * for pages that write their own <parking-search> tags. It is plain DOM code with no dependencies so
 * that it stays far under 2 KB gzip.
 */
import { holdFormHeight } from './shadow/reserved-height';

const TAG = 'parking-search';
const FORWARDED = ['api-base', 'partner-key', 'mode', 'site-url', 'airport', 'q', 'label'];
const LOADED_MARK = 'data-parking-search-script';

function loadElementScript(scriptUrl: string): void {
  if (customElements.get(TAG) || document.querySelector(`script[${LOADED_MARK}]`)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.setAttribute(LOADED_MARK, '');
  document.head.appendChild(script);
}

/**
 * Until parking-search.js defines the element, a light-DOM child holds the form's height; the
 * element's shadow root hides it the moment it upgrades, so the page below never moves (CLS 0).
 * Sized through the CSSOM, which a partner CSP without 'unsafe-inline' allows.
 */
function holdPlace(element: HTMLElement): void {
  if (customElements.get(TAG)) return;
  const placeholder = document.createElement('div');
  holdFormHeight(placeholder);
  element.appendChild(placeholder);
}

function mountElement(snippet: HTMLScriptElement): void {
  if (snippet.dataset.mount === 'none') return;
  const element = document.createElement(TAG);
  for (const name of FORWARDED) {
    const value = snippet.getAttribute(`data-${name}`);
    if (value !== null) element.setAttribute(name, value);
  }
  const selector = snippet.dataset.target;
  if (!selector) {
    snippet.insertAdjacentElement('afterend', element);
    holdPlace(element);
    return;
  }
  // An async snippet may run before the parser reaches its target.
  const place = () => holdPlace((document.querySelector(selector) ?? document.body).appendChild(element));
  if (document.querySelector(selector) || document.readyState !== 'loading') place();
  else document.addEventListener('DOMContentLoaded', place, { once: true });
}

function runLoader(): void {
  const snippet = document.currentScript;
  if (!(snippet instanceof HTMLScriptElement) || !snippet.src) return;
  loadElementScript(new URL('parking-search.js', snippet.src).toString());
  mountElement(snippet);
}

runLoader();
