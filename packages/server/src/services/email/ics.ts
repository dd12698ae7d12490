import { type Confirmation, londonInstant } from '@parking/core';
import { createEvent } from 'ics';

/** An "add to calendar" file for the stay: drop-off to pick-up at the provider's address. */
export function confirmationIcs(c: Confirmation): string {
  const { value, error } = createEvent({
    uid: `${c.reference}@parking`,
    title: `Airport parking: ${c.provider.name} (${c.reference})`,
    description: [
      `Booking reference ${c.reference}`,
      `Phone ${c.provider.phone}`,
      '',
      'Arrival:',
      ...c.provider.arrivalInstructions,
      '',
      'Return:',
      ...c.provider.returnInstructions,
    ].join('\n'),
    location: c.provider.address,
    start: londonInstant(c.criteria.entryDate, c.criteria.entryTime).getTime(),
    end: londonInstant(c.criteria.exitDate, c.criteria.exitTime).getTime(),
    status: 'CONFIRMED',
    productId: 'parking/booking',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file');
  return value;
}
