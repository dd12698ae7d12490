import { POLICY } from '@parking/core';

/** One question of the FAQ accordion. */
export type FaqItem = { question: string; answer: string };

/** FAQ groups, shown as accordions on /faq. */
export const FAQ_GROUPS: readonly { heading: string; items: readonly FaqItem[] }[] = [
  {
    heading: 'Booking',
    items: [
      {
        question: 'How do I book airport parking?',
        answer:
          'Choose your airport, drop-off and pick-up dates and times and the number of vehicles, then press Update. Compare the car parks, pick one, fill in your details and pay on the secure checkout. Your confirmation arrives by email straight away.',
      },
      {
        question: 'How far ahead can I book, and how long can I stay?',
        answer:
          'You can book up to a year ahead. A single booking covers a stay of up to 45 days; for longer trips, contact us.',
      },
      {
        question: 'Can I book for more than one car?',
        answer: `Yes, up to ${POLICY.maxVehicles} vehicles in one booking. The price covers every vehicle for the whole stay.`,
      },
      {
        question: 'Why do you ask for my return flight number?',
        answer:
          'For meet and greet, the driver tracks your flight so your car is ready when you land, even if the flight is late. For park and ride it is optional.',
      },
    ],
  },
  {
    heading: 'Prices and payment',
    items: [
      {
        question: 'Are there any booking or card fees?',
        answer:
          'No. The price in your results is the price you pay, with no booking, card or SMS fees added at checkout.',
      },
      {
        question: 'How is the price worked out?',
        answer:
          'Per calendar day from drop-off to pick-up, plus one day if you collect later in the day than you dropped off. For example, 10:00 on Monday to 10:00 on Thursday is three days.',
      },
      {
        question: 'How do I use a discount code?',
        answer: `Enter the code in the coupon box on the booking form. Code ${POLICY.couponCode} takes ${POLICY.couponPercent}% off your parking.`,
      },
      {
        question: 'Is paying online safe?',
        answer:
          'Yes. You pay on our payment provider\u2019s secure checkout page; your card details never reach our servers.',
      },
    ],
  },
  {
    heading: 'Changes and cancellations',
    items: [
      {
        question: 'Can I cancel my booking?',
        answer: `Yes. Cancel at least ${POLICY.freeCancellationHours} hours before drop-off for a full refund. Later cancellations are not refunded.`,
      },
      {
        question: 'Can I change my dates or car?',
        answer: `Yes, free of charge up to ${POLICY.amendCutoffHours} hours before drop-off, subject to availability. You pay or get back any price difference.`,
      },
      {
        question: 'My flight home is delayed. What happens?',
        answer: `Meet and greet drivers follow your flight, so there is nothing to do. For park and ride, shuttles run to meet late flights; if you are delayed by more than a day, call us on {supportPhone}.`,
      },
    ],
  },
];
