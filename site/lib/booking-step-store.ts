import { useSyncExternalStore } from 'react';

/** Which step of the booking flow the visitor is on; the header's indicator follows the widget's step. */
let step: 1 | 2 = 1;
const listeners = new Set<() => void>();

export function setBookingStep(next: 1 | 2): void {
  if (next === step) return;
  step = next;
  listeners.forEach((l) => l());
}

export function useBookingStep(): 1 | 2 {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => step,
    () => 1 as const,
  );
}
