import type { BookingCreated, Quote, SearchCriteria } from '@parking/core';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';

/** Where the inline flow is. */
export type FlowStep = 'search' | 'results' | 'booking';
/** Where the booking step is. */
export type BookingStage = 'details' | 'payment';

/** The criteria last published by the search form. */
export const criteriaAtom = atom<SearchCriteria | undefined>(undefined);
/** The quote the visitor chose on the results step. */
export const selectedQuoteAtom = atom<Quote | undefined>(undefined);
export const flowStepAtom = atom<FlowStep>('search');
export const bookingStageAtom = atom<BookingStage>('details');
/** The server's answer to the booking, which the payment step shows and pays. */
export const bookingCreatedAtom = atom<BookingCreated | undefined>(undefined);

// Hooks so features share state without importing jotai themselves (architecture: only state/ does).
export const useCriteria = () => useAtom(criteriaAtom);
export const useSelectedQuote = () => useAtom(selectedQuoteAtom);
export const useFlowStep = () => useAtom(flowStepAtom);
export const useBookingStage = () => useAtom(bookingStageAtom);
export const useBookingCreated = () => useAtomValue(bookingCreatedAtom);
export const useSetBookingCreated = () => useSetAtom(bookingCreatedAtom);
