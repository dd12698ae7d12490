import { POLICY } from '@parking/core';

/** A feature card on the home page. */
export type Feature = { title: string; text: string };

export const HOME_HERO = {
  heading: 'Airport parking at Luton, Bristol and Stansted, compared',
  text: 'Meet and greet or park and ride: see every price for your dates side by side, book in minutes and pay exactly what you see.',
} as const;

export const WHY_BOOK: readonly Feature[] = [
  {
    title: 'The price you see is the price you pay',
    text: 'No booking fees, no card fees, no SMS fees. The total in your results is the total at checkout.',
  },
  {
    title: 'Free cancellation',
    text: `Cancel up to ${POLICY.freeCancellationHours} hours before drop-off for a full refund. Change your booking free of charge up to ${POLICY.amendCutoffHours} hours before.`,
  },
  {
    title: 'Checked car parks',
    text: 'Every provider is insured and secure, and we keep checking them. Reviews come only from verified bookings.',
  },
  {
    title: 'Clear instructions',
    text: 'Your confirmation tells you exactly where to go on the way out and what happens when you land.',
  },
];

export const HOW_IT_WORKS: readonly Feature[] = [
  { title: 'Search', text: 'Pick your airport, dates and times and how many cars you are bringing.' },
  {
    title: 'Compare',
    text: 'Sort meet and greet and park and ride options by price, rating or distance to the terminal.',
  },
  { title: 'Book', text: 'Add your details and pay on a secure checkout. Your spaces are held while you pay.' },
  { title: 'Park and fly', text: 'Follow the arrival instructions in your email. Your car is ready when you land.' },
];
