import { readStored, writeStored } from '@parking/widget';
import { useSyncExternalStore } from 'react';

/** The coupon the visitor chose with the popup's "Use code", kept for this browser tab only. */
export const COUPON_CODE_KEY = 'coupon-code';
const listeners = new Set<() => void>();

function read(): string | undefined {
  const code = readStored('session', COUPON_CODE_KEY);
  return typeof code === 'string' ? code : undefined;
}

/** Keeps the chosen code for this tab (in memory for the page where storage is blocked). */
export function saveCouponCode(code: string): void {
  writeStored('session', COUPON_CODE_KEY, code);
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
