import type { ContentSection } from './content-types';

export const ABOUT_INTRO =
  'ParkCompare UK helps travellers find good, fairly priced airport parking without the small print. We started with three airports we know well: London Luton, Bristol and London Stansted.';

export const ABOUT_SECTIONS: readonly ContentSection[] = [
  {
    heading: 'What we do',
    paragraphs: [
      'We compare meet and greet and park and ride car parks side by side for your exact dates, and let you book the one you choose in a few minutes.',
      'We are not a car park ourselves. We check the operators we list, take your booking and payment securely, and stay with you until you are home with your car.',
    ],
  },
  {
    heading: 'What we promise',
    paragraphs: [],
    list: [
      'the price you see is the price you pay, with no booking or card fees',
      'free cancellation and amendments within clear, published limits',
      'reviews only from people who actually booked and parked',
      'real figures: no invented countdowns or fake "only 1 left" messages',
    ],
  },
  {
    heading: 'Who we are',
    paragraphs: [
      'A small team based near Luton Airport, with backgrounds in travel and customer service. Our support line is answered by people, seven days a week.',
    ],
  },
];
