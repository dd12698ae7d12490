import {
  ALL_TIME_SLOTS,
  INCOMPLETE_SEARCH_MESSAGE,
  type LondonNow,
  type SearchCriteria,
  type TimeSlot,
  dropOffSlots,
  issuesToFields,
  mustClearPickUp,
  pickUpSlots,
  searchCriteriaSchemaAt,
} from '@parking/core';

/** The search form while it is being filled: any field may still be empty. */
export type SearchDraft = {
  airportId: string;
  entryDate: string | undefined;
  entryTime: string;
  exitDate: string | undefined;
  exitTime: string;
  noOfVehicles: number;
};

export const emptyDraft: SearchDraft = {
  airportId: '',
  entryDate: undefined,
  entryTime: '',
  exitDate: undefined,
  exitTime: '',
  noOfVehicles: 1,
};

/** Criteria, or the valid part of a `q` that broke a rule → a draft (pre-filling from `q` or a previous search). */
export function draftFrom(criteria: Partial<SearchCriteria> | undefined): SearchDraft {
  return criteria ? { ...emptyDraft, ...criteria } : emptyDraft;
}

const enabled = (slots: TimeSlot[], time: string) => slots.some((s) => s.value === time && !s.disabled);

/** Time options for the drop-off: before a date is chosen every slot is offered. */
export function entrySlots(draft: SearchDraft, now: () => LondonNow): TimeSlot[] {
  return draft.entryDate
    ? dropOffSlots(draft.entryDate, now())
    : ALL_TIME_SLOTS.map((value) => ({ value, disabled: false }));
}

/** Time options for the pick-up: on the drop-off date only later times. */
export function exitSlots(draft: SearchDraft): TimeSlot[] {
  if (!draft.exitDate || !draft.entryDate) return ALL_TIME_SLOTS.map((value) => ({ value, disabled: false }));
  return pickUpSlots(draft.exitDate, draft.entryDate, draft.entryTime || undefined);
}

/**
 * Applies one change and the rules that follow it (docs/product-rules.md#search-rules): a new drop-off date clears a pick-up
 * date outside its 45-day window, and a time that is no longer offered is cleared.
 */
export function applyChange(draft: SearchDraft, change: Partial<SearchDraft>, now: LondonNow): SearchDraft {
  const next = { ...draft, ...change };
  if ('entryDate' in change && next.entryDate && mustClearPickUp(next.entryDate, next.exitDate)) {
    next.exitDate = undefined;
  }
  if (next.entryTime && next.entryDate && !enabled(dropOffSlots(next.entryDate, now), next.entryTime))
    next.entryTime = '';
  if (next.exitTime && next.exitDate && !enabled(exitSlots(next), next.exitTime)) next.exitTime = '';
  return next;
}

/** Outcome of submitting the form. */
export type DraftCheck =
  { ok: true; criteria: SearchCriteria } | { ok: false; message: string | undefined; fields: Record<string, string> };

/** Checks a draft: an empty field gives the single alert (docs/product-rules.md#search-form), anything else per-field messages. */
export function checkDraft(draft: SearchDraft, now: LondonNow): DraftCheck {
  const { airportId, entryDate, entryTime, exitDate, exitTime } = draft;
  if (!airportId || !entryDate || !entryTime || !exitDate || !exitTime) {
    return { ok: false, message: INCOMPLETE_SEARCH_MESSAGE, fields: {} };
  }
  const parsed = searchCriteriaSchemaAt(now).safeParse(draft);
  if (parsed.success) return { ok: true, criteria: parsed.data };
  return { ok: false, message: undefined, fields: issuesToFields(parsed.error.issues) };
}
