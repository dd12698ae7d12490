import { DEFAULT_RETENTION_MONTHS, POLICY } from '@parking/core';
import { SITE } from '../config';
import type { ContentPage } from './content-types';

const {
  freeCancellationHours: cancelHours,
  amendCutoffHours: amendHours,
  holdMinutes,
  couponCode,
  couponPercent,
} = POLICY;

/** The five policy pages of the footer. Every number comes from core's POLICY, which the server enforces. */
export const POLICY_PAGES = {
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: `How ${SITE.brand} collects, uses and protects your personal information.`,
    intro: `${SITE.brand} is the data controller for the details you give us when you search, book or contact us.`,
    sections: [
      {
        heading: 'Information we collect',
        paragraphs: [
          'Booking details: your name, email, mobile number, vehicle registration, make, model and colour, flight numbers and number of passengers.',
          'Contact messages: your name, email address and the message you send us.',
          'We do not collect or store card numbers: payments happen on our payment provider\u2019s secure page.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [],
        list: [
          'to place your booking with the car park you chose and send your confirmation',
          'to let the car park contact you about your arrival and return',
          'to answer your questions and handle amendments, cancellations and refunds',
          'to send offers, only if you opted in; you can unsubscribe at any time',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          `Your name, email address, mobile number, vehicle registrations and flight numbers are anonymised ${DEFAULT_RETENTION_MONTHS} months after your stay ends. So are the notes and photos the car park recorded when it took and returned your car, and the text of any review you wrote (its star rating stays).`,
          `Contact messages, and our replies to them, are anonymised ${DEFAULT_RETENTION_MONTHS} months after you send them.`,
          'We keep the money records our accounts need: booking reference, dates, car park, amounts paid and refunded, and the payment provider\u2019s references. None of these names you.',
          'If you ask us to erase your data sooner, we anonymise your bookings and messages in the same way straight away. We keep the same money records.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `You can ask for a copy of your data (we send it as a machine-readable JSON file), its correction or deletion, or object to its use. Write to {supportEmail}. See our GDPR page for details.`,
        ],
      },
    ],
  },
  '/refund-policy': {
    title: 'Refund Policy',
    description: `Full refund when you cancel at least ${cancelHours} hours before drop-off. How and when refunds are paid.`,
    intro: `Plans change. Cancel at least ${cancelHours} hours before your drop-off time and you get every penny back.`,
    sections: [
      {
        heading: 'When you get a refund',
        paragraphs: [],
        list: [
          `cancelled ${cancelHours} hours or more before drop-off: full refund of the amount you paid`,
          `cancelled less than ${cancelHours} hours before drop-off: no refund, because the car park has reserved your space`,
          'amended to a cheaper stay: we refund the difference',
          'a stay that has already started cannot be refunded',
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'Refunds go back to the card you paid with. We issue them the same day; your bank usually shows them within 5 to 10 working days.',
        ],
      },
      {
        heading: 'Unpaid bookings',
        paragraphs: [
          `If you leave the checkout without paying, nothing is charged and your held spaces are released after ${holdMinutes} minutes.`,
        ],
      },
    ],
  },
  '/cancellation-policy': {
    title: 'Cancellation Policy',
    description: `Free cancellation up to ${cancelHours} hours before drop-off; amend free of charge up to ${amendHours} hours before.`,
    intro: 'You can cancel or change your booking yourself with our team, without fees, within the limits below.',
    sections: [
      {
        heading: 'Cancelling',
        paragraphs: [
          `Cancel free of charge up to ${cancelHours} hours before your drop-off time for a full refund. After that, the booking can no longer be refunded.`,
        ],
      },
      {
        heading: 'Amending',
        paragraphs: [
          `You can change your dates, times, vehicles, flight details or contact details up to ${amendHours} hours before drop-off, with no amendment fee. If the new stay costs more you pay the difference; if it costs less we refund the difference.`,
          'New dates are subject to availability at the same car park. Once your stay has started it cannot be changed.',
        ],
      },
      {
        heading: 'How to cancel or amend',
        paragraphs: [
          `Visit the Amend Booking page or contact us with your booking reference (it starts with CAP-) and the email address you booked with. Phone {supportPhone} or email {supportEmail}.`,
        ],
      },
    ],
  },
  '/cookie-policy': {
    title: 'Cookie Policy',
    description: 'The few cookies and storage items ParkCompare UK uses, and why none of them track you.',
    intro: 'We keep cookies to the minimum the site needs to work. We do not use advertising or tracking cookies.',
    sections: [
      {
        heading: 'Strictly necessary',
        paragraphs: [],
        list: [
          'a security cookie that protects our contact form against cross-site request forgery',
          'our payment provider\u2019s cookies on its checkout page, which prevent fraud',
        ],
      },
      {
        heading: 'Stored in your browser for this visit',
        paragraphs: [
          `While this tab is open we remember whether you closed the offer popup and whether you chose to use code ${couponCode}. This data stays in your browser and is gone when you close the tab.`,
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: ['We do not run analytics or advertising scripts, so there is nothing to opt out of.'],
      },
    ],
  },
  '/terms-and-conditions': {
    title: 'Terms And Conditions',
    description: `The terms of booking airport parking with ${SITE.brand}: prices, payment, cancellation, amendments and coupons.`,
    intro: `These terms apply when you book airport parking through ${SITE.brand}. Your parking contract is with the car park you choose; we arrange the booking and take payment on its behalf.`,
    sections: [
      {
        heading: 'Prices and payment',
        paragraphs: [
          'The price shown is for your whole stay and all your vehicles, includes VAT, and is the amount you pay: there are no booking, card or SMS fees.',
          `A stay is charged per calendar day from drop-off to pick-up, plus one day when you collect later in the day than you dropped off. Your spaces are held for ${holdMinutes} minutes while you pay; the booking is confirmed once payment succeeds.`,
          'If the car park\u2019s price rises between your search and your booking, we show you the new total and you decide whether to continue. If it falls, you pay the lower price.',
        ],
      },
      {
        heading: 'Coupons',
        paragraphs: [
          `Code ${couponCode} takes ${couponPercent}% off the parking total, rounded to the nearest penny. One coupon per booking; it cannot be exchanged for cash.`,
        ],
      },
      {
        heading: 'Cancellations and amendments',
        paragraphs: [
          `Cancel free of charge up to ${cancelHours} hours before drop-off for a full refund; later cancellations are not refunded. Amend up to ${amendHours} hours before drop-off without a fee, paying or receiving the price difference.`,
        ],
      },
      {
        heading: 'Your responsibilities',
        paragraphs: [],
        list: [
          'give accurate vehicle, flight and contact details, so the car park can meet you',
          'arrive at the time you booked and follow the arrival instructions in your confirmation',
          'tell us as soon as possible if your return flight changes',
          'leave no valuables in the vehicle',
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `Contact us at {supportEmail} with your booking reference. We reply within two working days and take the matter up with the car park for you.`,
        ],
      },
    ],
  },
} as const satisfies Record<string, ContentPage>;
