// The widget's styles with the site's: pre-rendered search forms are styled at the first paint.
import '@parking/widget/styles/index.css';
import './styles/index.css';

let started = false;

/** Loads the app (React, the router, the page's code), which hydrates the page: once. */
function start(): void {
  if (started) return;
  started = true;
  import('./app-start').catch((error: unknown) => console.error('Application start failure', error));
}

/**
 * The entry only waits for the browser to paint the pre-rendered page, then starts the app, so nothing
 * of the app can delay the first paint. The paint is observed (timers may be paused, e.g. by a test's
 * fake clock); a frame and a task later is the fallback, and an empty page has nothing to wait for.
 */
if (!document.getElementById('root')?.hasChildNodes()) start();
else {
  try {
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing in this browser: the frame below starts the app
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}
