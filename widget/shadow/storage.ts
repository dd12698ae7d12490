/**
 * The one door to the browser's storage for the widget and the host site (docs/architecture.md#fences).
 *
 * - One key prefix, `parking:`, so everything of ours can be found and forgotten together.
 * - Versioned values: each is stored as `{"v":<version>,"value":…}`. A value of another version (written
 *   by an older release) or one that is not our JSON reads as absent and is removed, never trusted.
 * - Two scopes: `session` (this tab only: drafts, tokens) and `local` (every tab of the visit).
 * - Storage may be missing (server render) or refuse: reading `window.sessionStorage` throws a
 *   SecurityError in sandboxed iframes and some private windows, and `setItem` throws when full. In the
 *   browser a refusal falls back to memory for the life of the page, so a booking still completes; on the
 *   server nothing is kept, because one server process renders for every visitor.
 */
export type StorageScope = 'session' | 'local';

/** Every key we store starts with this. */
export const STORAGE_PREFIX = 'parking:';

/** The version a value carries unless its owner says otherwise; bump it when a stored shape changes. */
const STORAGE_VERSION = 1;

/** Options of a read or write. */
export type StoredValueOptions = {
  /** The shape version the value must carry (default {@link STORAGE_VERSION}). */
  version?: number;
};

const memory: Record<StorageScope, Map<string, string>> = { session: new Map(), local: new Map() };

function backing(scope: StorageScope): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    // Reading the property itself throws where storage is blocked.
    return scope === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

function readRaw(scope: StorageScope, key: string): string | undefined {
  const kept = memory[scope].get(key);
  if (kept !== undefined) return kept;
  try {
    return backing(scope)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Removes one value; never throws. `key` is without the prefix. */
export function removeStored(scope: StorageScope, key: string): void {
  const full = STORAGE_PREFIX + key;
  memory[scope].delete(full);
  try {
    backing(scope)?.removeItem(full);
  } catch {
    // Storage refused: the memory copy was the only one.
  }
}

/**
 * The value kept under `key` (without the prefix), parsed; `undefined` when absent. A value that is not
 * JSON or carries another version is removed. Check its shape before use.
 */
export function readStored(scope: StorageScope, key: string, options: StoredValueOptions = {}): unknown {
  const raw = readRaw(scope, STORAGE_PREFIX + key);
  if (raw === undefined) return undefined;
  const version = options.version ?? STORAGE_VERSION;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed === 'object' && parsed !== null && 'v' in parsed && parsed.v === version && 'value' in parsed) {
      return parsed.value;
    }
  } catch {
    // Not JSON: dropped below like any other value we cannot trust.
  }
  removeStored(scope, key);
  return undefined;
}

/** Stores `value` as JSON under `key` (without the prefix); never throws. */
export function writeStored(scope: StorageScope, key: string, value: unknown, options: StoredValueOptions = {}): void {
  if (typeof window === 'undefined') return;
  const full = STORAGE_PREFIX + key;
  const raw = JSON.stringify({ v: options.version ?? STORAGE_VERSION, value });
  try {
    const s = backing(scope);
    if (!s) throw new Error(`no ${scope}Storage`);
    s.setItem(full, raw);
    memory[scope].delete(full);
  } catch {
    memory[scope].set(full, raw);
  }
}

/** Forgets every value whose key (without the prefix) starts with `prefix`; never throws. */
export function removeStoredPrefixed(scope: StorageScope, prefix: string): void {
  const full = STORAGE_PREFIX + prefix;
  for (const key of [...memory[scope].keys()]) if (key.startsWith(full)) memory[scope].delete(key);
  try {
    const s = backing(scope);
    if (!s) return;
    const keys = Array.from({ length: s.length }, (_, i) => s.key(i));
    for (const key of keys) if (key?.startsWith(full)) s.removeItem(key);
  } catch {
    // Storage refused: nothing of ours can be in it.
  }
}
