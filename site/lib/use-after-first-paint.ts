import { useEffect, useState } from 'react';

/**
 * False for the first render, true from the next animation frame. Pages use it to start loading heavy
 * parts (the widget's form and results) only once their frame has painted, so a slow phone shows the
 * page before it downloads and evaluates that code.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}
