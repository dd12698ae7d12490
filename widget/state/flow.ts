import type { Quote, SearchCriteria } from '@parking/core';
import { type Dispatch, type SetStateAction, createContext, useContext, useState } from 'react';

/** Where the inline flow is. */
type FlowStep = 'search' | 'results' | 'booking';

type Slot<T> = [T, Dispatch<SetStateAction<T>>];

/** What the steps of one widget instance share: the searched criteria, the chosen quote, the step. */
export type FlowState = {
  criteria: Slot<SearchCriteria | undefined>;
  selectedQuote: Slot<Quote | undefined>;
  step: Slot<FlowStep>;
};

/**
 * Plain React state held by each WidgetProvider (one per widget instance): three values read by one
 * component did not earn a state library's bytes in the partner bundle.
 */
export function useFlowStateSlots(): FlowState {
  return {
    criteria: useState<SearchCriteria | undefined>(undefined),
    selectedQuote: useState<Quote | undefined>(undefined),
    step: useState<FlowStep>('search'),
  };
}

export const FlowStateContext = createContext<FlowState | undefined>(undefined);

function useFlowState(): FlowState {
  const state = useContext(FlowStateContext);
  if (!state) throw new Error('Render the widget inside a WidgetProvider');
  return state;
}

// Hooks so features share state without knowing how it is held.
/** The criteria last published by the search form. */
export const useCriteria = () => useFlowState().criteria;
/** The quote the visitor chose on the results step. */
export const useSelectedQuote = () => useFlowState().selectedQuote;
export const useFlowStep = () => useFlowState().step;
