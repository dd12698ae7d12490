import { type Confirmation, confirmationBreakdown, formatGBP, toLongDate } from '@parking/core';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,Arial,sans-serif;background:#f4f6f8;color:#1a1a1a;margin:0}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 2px 12px #0002}
.banner{background:#fff4ce;border:2px solid #b58900;border-radius:8px;padding:.75rem 1rem;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:700}dd{margin:0}
.amount{font-size:1.6rem;font-weight:700}.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.7rem 1.4rem;border-radius:8px;border:2px solid #1d4e89;cursor:pointer}
.pay{background:#1d4e89;color:#fff}.cancel{background:#fff;color:#1d4e89}
button:focus-visible{outline:3px solid #b58900;outline-offset:2px}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>
<p class="banner" role="note">Demo checkout – no money is taken</p>${body}</main></body></html>`;
}

/** Shown on a test key's booking, which pays here in every deployment (services/payments/test-bookings.ts). */
const TEST_LINE = '<p class="banner" role="note">TEST booking: no money is taken and the car park is not told</p>';

/** The demo checkout page: the booking, the amount, and Pay / Cancel forms posting back to us. */
export function checkoutPage(c: Confirmation, sessionId: string, backUrl?: string): string {
  const rows: [string, string][] = [
    ['Reference', c.reference],
    ['Parking', `${c.provider.name}, ${c.airport.name} (${c.airport.code})`],
    ['Drop-off', toLongDate(c.criteria.entryDate, c.criteria.entryTime)],
    ['Pick-up', toLongDate(c.criteria.exitDate, c.criteria.exitTime)],
    ['Vehicles', c.vehicles.map((v) => v.registration).join(', ')],
    ['Price', confirmationBreakdown(c)],
  ];
  if (c.discount > 0) rows.push(['Discount', `${formatGBP(c.discount)} (${c.couponCode ?? ''})`]);
  const base = `/api/v1/demo-checkout/${encodeURIComponent(sessionId)}`;
  return layout(
    'Demo checkout – no money is taken',
    `<h1>Demo checkout</h1>${c.test ? TEST_LINE : ''}<p>This is a demonstration payment page. Pressing Pay confirms the booking without charging any card.</p>
<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>
<p>Amount to pay: <span class="amount">${esc(formatGBP(c.amount))}</span></p>
<div class="actions"><form method="post" action="${base}/pay"><button class="pay" type="submit">Pay ${esc(formatGBP(c.amount))}</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form></div>${
      backUrl
        ? `<p><a href="${esc(backUrl)}">Back to the site without paying</a> (your spaces stay held until the hold ends, so you can resume)</p>`
        : ''
    }`,
  );
}

/** Shown when the session can no longer be paid (hold expired, cancelled, or refunded). */
export function closedPage(message: string, backUrl: string): string {
  return layout(
    'Checkout closed',
    `<h1>This checkout is closed</h1><p>${esc(message)}</p><p><a href="${esc(backUrl)}">Back to your search results</a></p>`,
  );
}

/** A page with a heading and one message (a refused request). */
export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${esc(title)}</h1><p>${esc(message)}</p>`);
}
