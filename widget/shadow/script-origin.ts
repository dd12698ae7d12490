/**
 * Where the running widget script was loaded from. `document.currentScript` is only set while a classic
 * script runs its top level (IIFE output has no `import.meta.url`), so element.ts calls this at once,
 * at top level, and keeps the answer.
 */
export function captureScriptOrigin(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return undefined;
  try {
    return new URL(script.src, document.baseURI).origin;
  } catch {
    return undefined;
  }
}
