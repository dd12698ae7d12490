import { BRAND_NAME, londonNow, toLongDate } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import type { Recipient } from './compose';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** One handover as the traveller's email tells it: which car, when (an instant), and the mileage read. */
type HandoverMoment = { registration: string; at: Date; mileage: number | null };

/** What the email is about: the booking, the car park, the handover, and for a return its check-in. */
export type HandoverEmail = {
  kind: 'checked-in' | 'checked-out';
  reference: string;
  carPark: string;
  handover: HandoverMoment;
  checkIn?: HandoverMoment | undefined;
};

const miles = (n: number) => `${n.toLocaleString('en-GB')} miles`;

/** The email's lines: when (London time), the car, and the mileage in, out and the difference. */
function linesOf(e: HandoverEmail): { title: string; lines: string[] } {
  const { date, time } = londonNow(e.handover.at);
  const when = `${time} on ${toLongDate(date)}`;
  const mileageIn = e.kind === 'checked-in' ? e.handover.mileage : (e.checkIn?.mileage ?? null);
  if (e.kind === 'checked-in') {
    return {
      title: `Your car was checked in at ${time}`,
      lines: [
        `${e.carPark} checked in your car ${e.handover.registration} at ${when} (booking ${e.reference}).`,
        ...(mileageIn === null ? [] : [`Mileage in: ${miles(mileageIn)}.`]),
        'Keep this email: it is your record of the handover.',
      ],
    };
  }
  const out = e.handover.mileage;
  return {
    title: `Your car was returned at ${time}`,
    lines: [
      `${e.carPark} returned your car ${e.handover.registration} at ${when} (booking ${e.reference}).`,
      ...(mileageIn === null ? [] : [`Mileage in: ${miles(mileageIn)}.`]),
      ...(out === null ? [] : [`Mileage out: ${miles(out)}.`]),
      ...(mileageIn === null || out === null ? [] : [`Difference: ${miles(out - mileageIn)}.`]),
      'Safe travels home.',
    ],
  };
}

/**
 * The traveller's email when the operator checks a car in ("Your car was checked in at 06:42") or
 * returns it ("Your car was returned at 18:10", mileage in, out and the difference). Times are London's.
 * No staff names, key tags, bays or photos: the traveller needs the time and the mileage.
 */
export function composeHandover(e: HandoverEmail, to: Recipient, from: string, support: Support): Mail.Options {
  const { title, lines } = linesOf(e);
  return {
    from,
    to: `"${to.name.replace(/"/g, '')}" <${to.email}>`,
    subject: `${title} (${e.reference})`,
    text: [BRAND_NAME, '', `Hello ${to.name},`, '', ...lines.flatMap((p) => [p, '']), textFooter(support)].join('\n'),
    html: brandedHtml({
      title,
      preheader: `${e.reference}: ${lines[0]}`,
      body: `<p>Hello ${esc(to.name)},</p>${lines.map((p) => `<p>${esc(p)}</p>`).join('')}`,
      support,
    }),
  };
}
