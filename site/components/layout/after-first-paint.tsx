import { Suspense, startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link AfterFirstPaint}. */
export type AfterFirstPaintProps = {
  /** Lazy content (React.lazy components): rendered, and so fetched, only after the first paint. */
  children: ReactNode;
  /** Shown until then and while the content loads; size it like the content so nothing moves. */
  fallback: ReactNode;
};

/**
 * Renders `fallback` for the first frame and only then its lazy `children`, so a slow phone paints the
 * page before it downloads and evaluates heavy parts (the widget's form and results).
 */
export function AfterFirstPaint({ children, fallback }: AfterFirstPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A transition: rendering the heavy content yields to the browser rather than blocking it.
    const frame = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
