import type { BookingCreated, BookingDetails, Quote, SearchCriteria } from '@parking/core';
import { useRef, useState } from 'react';
import { type ApiFailure, createBooking, toApiFailure } from '../../api';
import { useWidgetConfig } from '../../config';
import { isRefusal, loadAttempt, nextAttempt, saveAttempt } from './booking-attempt';

/** What went wrong with the last attempt, in the terms the form shows. */
export type PlaceBookingProblem =
  | { kind: 'price-changed'; oldTotal: number; newTotal: number }
  | { kind: 'sold-out'; message: string }
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  | { kind: 'other'; failure: ApiFailure };

type Options = {
  quote: Quote;
  criteria: SearchCriteria;
  /** The booking exists; `subtotal` is the agreed total before any coupon. */
  onCreated: (booking: BookingCreated, subtotal: number) => void;
  onError?: ((failure: ApiFailure) => void) | undefined;
};

/**
 * Submits the booking once per form content: the same content reuses its Idempotency-Key (a double
 * click, a retry, or placing again after a reload or Back from payment gets the same booking), a
 * changed content releases the booking it replaces (`booking-attempt.ts`), and a synchronous guard
 * drops clicks while one is pending.
 */
export function usePlaceBooking({ quote, criteria, onCreated, onError }: Options) {
  const config = useWidgetConfig();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<PlaceBookingProblem | undefined>();
  const [expectedTotal, setExpectedTotal] = useState(quote.total);

  /** Places the booking; answers the failure, if any, so a form can show its field messages. */
  const place = async (details: BookingDetails, total = expectedTotal): Promise<ApiFailure | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setPending(true);
    const request = { providerId: quote.provider.id, criteria, details, expectedTotal: total };
    const attempt = nextAttempt(loadAttempt(), JSON.stringify(request));
    // Kept before sending: if the page goes away mid-flight, the next try knows this key may hold spaces.
    saveAttempt(attempt);
    try {
      const booking = await createBooking(config, request, attempt.key, attempt.replaces);
      saveAttempt({ ...attempt, outcome: 'created', holdExpiresAt: booking.holdExpiresAt });
      setProblem(undefined);
      onCreated(booking, total);
      return undefined;
    } catch (error) {
      const failure = toApiFailure(error);
      // A replayed booking stays booked whatever this answer was.
      if (attempt.outcome === 'sent' && isRefusal(failure)) saveAttempt({ ...attempt, outcome: 'refused' });
      setProblem(problemOf(failure, total));
      onError?.(failure);
      return failure;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  /** The visitor accepted the higher price: book again expecting it. */
  const confirmNewPrice = (details: BookingDetails, newTotal: number) => {
    setExpectedTotal(newTotal);
    void place(details, newTotal);
  };

  return {
    place,
    confirmNewPrice,
    pending,
    problem,
    expectedTotal,
    clearProblem: () => setProblem(undefined),
    /** How the form shows a failure (`fields` ones go on the fields). */
    problemOf: (failure: ApiFailure) => problemOf(failure, expectedTotal),
  };
}

function problemOf(failure: ApiFailure, total: number): PlaceBookingProblem {
  if (failure.code === 'PRICE_CHANGED' && failure.newTotal !== undefined)
    return { kind: 'price-changed', oldTotal: total, newTotal: failure.newTotal };
  if (failure.code === 'SOLD_OUT') return { kind: 'sold-out', message: failure.message };
  if (
    (failure.code === 'VALIDATION_FAILED' || failure.code === 'COUPON_INVALID') &&
    Object.keys(failure.fields).length > 0
  ) {
    return { kind: 'fields', fields: failure.fields, message: failure.message };
  }
  return { kind: 'other', failure };
}
