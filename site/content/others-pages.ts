import { POLICY } from '@parking/core';
import type { ContentPage } from './content-types';

/** The six pages of the header's "Others" menu. */
export const OTHERS_PAGES = {
  '/gdpr': {
    title: 'GDPR Page',
    description: 'How ParkCompare UK handles your personal data under UK GDPR: what we collect, why, and your rights.',
    intro:
      'We only ask for what a car park needs to meet you, park your car and hand it back. This page explains how the UK General Data Protection Regulation applies to your booking.',
    sections: [
      {
        heading: 'What we collect and why',
        paragraphs: [
          'When you book we collect your name, email address, mobile number, vehicle details and flight numbers. The car park uses them to recognise you on arrival, to track your return flight and to contact you if plans change.',
          'Our lawful basis is the contract you make when you book. Marketing emails are sent only if you tick the opt-in box, which is unticked by default.',
        ],
      },
      {
        heading: 'Who sees your details',
        paragraphs: [
          'Only the car park you book with receives your booking details. Card payments are handled by our payment provider on its own secure page; your card number never reaches our servers.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under UK GDPR you can ask us at any time to:'],
        list: [
          'send you a copy of the personal data we hold about you',
          'correct anything that is wrong',
          'delete your data once your booking is complete and any legal retention period has passed',
          'stop sending you marketing emails',
        ],
      },
      {
        heading: 'How to make a request',
        paragraphs: [
          'Email our support team or use the contact form, quoting your booking reference if you have one. We answer within one month, as the law requires, and usually much sooner. You may also complain to the Information Commissioner\u2019s Office (ico.org.uk).',
        ],
      },
    ],
  },
  '/meet-greet-vs-park-ride': {
    title: 'Meet & Greet Vs Park & Ride',
    description:
      'Meet and greet or park and ride? Compare cost, convenience and timing for airport parking at Luton, Bristol and Stansted.',
    intro:
      'Both options get you to your flight with your car safely parked. The difference is who drives it to the car park, and how long you spend between your car and the terminal.',
    sections: [
      {
        heading: 'Meet & Greet',
        paragraphs: [
          'You drive to the terminal\u2019s drop-off area, where a uniformed, insured driver meets you, checks the car with you and parks it in a secure compound. When you land, the driver brings the car back to the same spot.',
          'It is the quickest option and ideal with children, heavy luggage or an early flight. Because the driver tracks your return flight, we ask for your return flight number when you book meet and greet.',
        ],
      },
      {
        heading: 'Park & Ride',
        paragraphs: [
          'You drive to a secure car park near the airport, leave the car yourself and take a shuttle bus to the terminal. Shuttles usually run every 10 to 20 minutes.',
          'It usually costs less per day, which adds up on longer trips. Allow extra time for the transfer on the way out.',
        ],
      },
      {
        heading: 'How to choose',
        paragraphs: ['Compare both side by side in your search results. As a rule of thumb:'],
        list: [
          'short trip, tight schedule or lots of luggage: meet and greet',
          'a week or more away and happy to take a shuttle: park and ride',
          'either way, the price you see is the price you pay, with no booking or card fees',
          `either way, cancel free of charge up to ${POLICY.freeCancellationHours} hours before drop-off`,
        ],
      },
    ],
  },
  '/quality-service-providers': {
    title: 'Reliable And Quality Service Providers',
    description: 'How ParkCompare UK chooses the car parks it lists at Luton, Bristol and Stansted airports.',
    intro: 'We list a car park only after checking it ourselves, and we keep checking it while it is on our site.',
    sections: [
      {
        heading: 'Our checks before we list a provider',
        paragraphs: ['Every provider must show us:'],
        list: [
          'a permanent, secure site with perimeter fencing, lighting and CCTV',
          'public and motor trade insurance that covers customer vehicles',
          'drivers with full UK licences and background checks, for meet and greet',
          'clear arrival and return instructions we can pass on to you',
        ],
      },
      {
        heading: 'Reviews from real bookings',
        paragraphs: [
          'Only customers who booked and paid through us can leave a review, and we publish every rating, good or bad. A provider whose ratings fall is asked to explain and improve, and is removed if it does not.',
        ],
      },
      {
        heading: 'Honest figures',
        paragraphs: [
          'Numbers such as how many people booked a car park, or how many are looking at it now, come from real bookings and searches. We never invent urgency to rush your decision.',
        ],
      },
    ],
  },
  '/british-parking-association': {
    title: 'British Parking Association',
    description: 'What British Parking Association membership means for airport car parks and for you.',
    intro:
      'The British Parking Association (BPA) is the largest professional body for parking in the UK. Its members agree to follow a code of practice.',
    sections: [
      {
        heading: 'Why membership matters',
        paragraphs: [
          'BPA members must treat motorists fairly, run a proper complaints process and use the independent appeals service for parking charges. We favour providers who are members, and we show it on their listing.',
        ],
      },
      {
        heading: 'Park Mark and the Safer Parking Scheme',
        paragraphs: [
          'The BPA also manages the Safer Parking Scheme, whose Park Mark award goes to car parks that have been assessed by the police for measures that reduce crime. See our Safer Parking Scheme page for what the assessment covers.',
        ],
      },
      {
        heading: 'If something goes wrong',
        paragraphs: [
          'Contact us first with your booking reference: we take up the issue with the provider on your behalf. If you remain unhappy with a BPA member, you can use the association\u2019s complaints route as well.',
        ],
      },
    ],
  },
  '/secure-payment-methods': {
    title: 'Secure Payment Methods',
    description: 'How payments work on ParkCompare UK: hosted checkout, card security and no hidden fees.',
    intro:
      'You pay on a secure checkout page run by our payment provider. Your card details never touch our website or servers.',
    sections: [
      {
        heading: 'How you pay',
        paragraphs: [
          'After you place your booking you are taken to the checkout page, which accepts major debit and credit cards and, on supported devices, Apple Pay and Google Pay. Your bank may ask you to confirm the payment with 3-D Secure.',
          `Your parking spaces are held for ${POLICY.holdMinutes} minutes while you pay. If you do not complete the payment, the hold is released and nothing is charged.`,
        ],
      },
      {
        heading: 'No hidden fees',
        paragraphs: [
          'The total shown in your search results is what you pay. We do not add booking fees, card fees or SMS fees at checkout.',
        ],
      },
      {
        heading: 'Refunds go back to your card',
        paragraphs: [
          `Cancel at least ${POLICY.freeCancellationHours} hours before drop-off and the full amount goes back to the card you paid with, usually within 5 to 10 working days depending on your bank.`,
        ],
      },
    ],
  },
  '/safer-parking-scheme': {
    title: 'Safer Parking Scheme',
    description: 'What the Park Mark Safer Parking award means and how it helps keep your car secure at the airport.',
    intro:
      'The Safer Parking Scheme is a police-backed initiative, managed by the British Parking Association, that recognises car parks with measures in place to reduce crime.',
    sections: [
      {
        heading: 'What the assessment checks',
        paragraphs: ['To earn the Park Mark award, a car park is assessed on:'],
        list: [
          'lighting, CCTV coverage and surveillance',
          'secure boundaries and controlled entry and exit',
          'a clean, well-managed site with clear signs',
          'low levels of crime, reviewed again at each reassessment',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'Where a provider holds the award, the listing says so. Security is one of the first things we check before we list any car park, Park Mark or not.',
        ],
      },
    ],
  },
} as const satisfies Record<string, ContentPage>;
