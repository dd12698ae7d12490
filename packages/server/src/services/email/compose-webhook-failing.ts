import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';
import { type Support, brandedHtml, esc, textFooter } from './layout';

/** What the notice names: the car park, the webhook's host (never its path or secret) and the last error. */
type FailingDetails = { carPark: string; host: string; lastError: string | null };

/**
 * To an operator's owners, once, when deliveries to the car park's webhook gave up after 24 hours of
 * retries (services/operator-events/endpoint-health.ts): bookings still come by email; fix the endpoint,
 * then redeliver from the delivery log the link opens.
 */
export function composeWebhookFailing(
  to: string,
  from: string,
  support: Support,
  link: string,
  d: FailingDetails,
): Mail.Options {
  const lines = [
    `We could not deliver booking notifications for ${d.carPark} to your webhook at ${d.host} for 24 hours, so we have stopped retrying them.${d.lastError ? ` The last attempt ended with: ${d.lastError}.` : ''}`,
    'Bookings still reach you by email. Once your endpoint works again, open the delivery log and redeliver the events marked Failed.',
    'We send this once: you will hear from us again only if deliveries succeed and later fail for another 24 hours.',
  ];
  return {
    from,
    to,
    subject: `Your webhook for ${d.carPark} is failing`,
    text: [
      BRAND_NAME,
      '',
      ...lines.flatMap((p) => [p, '']),
      `Open the delivery log: ${link}`,
      '',
      textFooter(support),
    ].join('\n'),
    html: brandedHtml({
      title: 'Your webhook is failing',
      preheader: `Deliveries to ${d.host} stopped after 24 hours of retries`,
      body: lines.map((p) => `<p>${esc(p)}</p>`).join(''),
      button: { href: link, label: 'Open the delivery log' },
      support,
    }),
  };
}
