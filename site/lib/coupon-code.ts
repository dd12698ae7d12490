import { useSyncExternalStore } from 'react';

/** The coupon the visitor chose with the popup's "Use code", kept for this browser tab only. */
const KEY = 'parkcompare.couponCode';
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked (private mode): the visitor can still type the code
  }
}

export function saveCouponCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // storage blocked: nothing to keep
  }
  listeners.forEach((l) => l());
}

/** The coupon code chosen in the popup, if any. */
export function useCouponCode(): string | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => undefined,
  );
}
