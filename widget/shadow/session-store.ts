/**
 * The widget's one door to `sessionStorage` (docs/architecture.md#fences): JSON values kept for this
 * browser tab only, so nothing typed outlives the tab or reaches another one.
 *
 * Storage can be missing (server render, pre-render) or refuse (blocked in a partner iframe, private
 * mode, quota). In the browser a refusal falls back to memory, so a value still lasts as long as the
 * page; on the server nothing is kept, because one server process renders for every visitor.
 */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    // Reading the property itself throws where storage is blocked.
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readRaw(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? memory.get(key);
  } catch {
    return memory.get(key);
  }
}

/** The value stored under `key`, parsed; `undefined` when absent or not JSON. Check its shape before use. */
export function readSession(key: string): unknown {
  const raw = readRaw(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key` for this tab; never throws. */
export function writeSession(key: string, value: unknown): void {
  if (typeof window === 'undefined') return;
  const raw = JSON.stringify(value);
  try {
    const s = storage();
    if (!s) throw new Error('no sessionStorage');
    s.setItem(key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
}

/** Forgets every value whose key starts with `prefix`. */
export function removeSessionPrefixed(prefix: string): void {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  const s = storage();
  if (!s) return;
  try {
    const keys = Array.from({ length: s.length }, (_, i) => s.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) s.removeItem(key);
  } catch {
    // Storage refused: nothing of ours can be in it.
  }
}
