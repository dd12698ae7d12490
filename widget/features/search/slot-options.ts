import type { TimeSlot } from '@parking/core';

// One prepared list per distinct set of slots: a day's options differ only in which are disabled, so a
// form sees a handful of sets, and cloning a prepared fragment is one native call instead of 96 React
// elements, fibers and prop writes (docs/decisions/0009-widget-boot.md).
const prepared = new Map<string, DocumentFragment>();

/** A key that differs whenever the options would: each slot's value and whether it is offered. */
export function slotsKey(slots: readonly TimeSlot[]): string {
  let key = '';
  for (const slot of slots) key += `${slot.value}${slot.disabled ? '-' : '+'}`;
  return key;
}

function fragmentFor(slots: readonly TimeSlot[], key: string): DocumentFragment {
  let fragment = prepared.get(key);
  if (!fragment) {
    fragment = document.createDocumentFragment();
    for (const slot of slots) {
      const option = document.createElement('option');
      option.value = slot.value;
      option.textContent = slot.value;
      option.disabled = slot.disabled;
      fragment.append(option);
    }
    prepared.set(key, fragment);
  }
  return fragment;
}

/**
 * Puts the slots' options after the select's first option (the placeholder React renders and owns)
 * and selects `value`, which React could not select before the options existed.
 */
export function fillSlotOptions(select: HTMLSelectElement, slots: readonly TimeSlot[], key: string, value: string) {
  const placeholder = select.firstElementChild;
  if (!placeholder) return;
  while (placeholder.nextSibling) placeholder.nextSibling.remove();
  select.append(fragmentFor(slots, key).cloneNode(true));
  select.value = value;
}
