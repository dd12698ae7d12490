import { BRAND_NAME } from '@parking/core';
import type Mail from 'nodemailer/lib/mailer';

/** How to reach support, from the server's SUPPORT_* settings. */
export type Support = { email: string; phone: string; address: string };

/** HTML-escapes text for element content and attribute values. */
export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** What one branded email says: the parts are HTML already escaped by the caller. */
export type EmailParts = {
  /** The heading under the brand bar, e.g. "Your parking is booked". */
  title: string;
  /** A one-line summary some mail apps show beside the subject. */
  preheader: string;
  /** The message body, HTML. */
  body: string;
  /** The one call to action, e.g. "Manage booking". */
  button?: { href: string; label: string } | undefined;
  support: Support;
};

const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** Where a notice about the whole message (the demo label) goes: under the brand bar, above the heading. */
const NOTICE_SLOT = '<!--notice-->';

/** What a demo deployment's emails say, in the subject and at the top of the body (docs/product-rules.md#deployments). */
const DEMO_EMAIL_NOTICE = 'This is a demo: no real booking was made and no payment was taken.';

/**
 * The same message labelled as a demo: "[DEMO] " before the subject, and the notice as the first line
 * of the text and as a row under the HTML brand bar.
 */
export function labelAsDemo(message: Mail.Options): Mail.Options {
  const row = `<tr><td role="note" style="background:#fff4d6;border-bottom:2px solid #e89b00;padding:12px 20px;font-size:15px;font-weight:bold;color:#17233a">${esc(DEMO_EMAIL_NOTICE)}</td></tr>`;
  return {
    ...message,
    subject: `[DEMO] ${String(message.subject ?? '')}`,
    ...(typeof message.text === 'string' ? { text: `${DEMO_EMAIL_NOTICE}\n\n${message.text}` } : {}),
    ...(typeof message.html === 'string' ? { html: message.html.replace(NOTICE_SLOT, row) } : {}),
  };
}

/** What a test key's booking's emails say (docs/product-rules.md#partner-keys). */
const TEST_EMAIL_NOTICE = 'TEST booking: no money was taken and the car park has not been told.';

/**
 * The same message labelled as a test key's booking: "[TEST] " before the subject, and the notice as the
 * first line of the text and as a row under the HTML brand bar (a demo label, if any, goes above it).
 */
export function labelAsTest(message: Mail.Options): Mail.Options {
  const row = `<tr><td role="note" style="background:#fff4d6;border-bottom:2px solid #b58900;padding:12px 20px;font-size:15px;font-weight:bold;color:#17233a">${esc(TEST_EMAIL_NOTICE)}</td></tr>`;
  return {
    ...message,
    subject: `[TEST] ${String(message.subject ?? '')}`,
    ...(typeof message.text === 'string' ? { text: `${TEST_EMAIL_NOTICE}\n\n${message.text}` } : {}),
    ...(typeof message.html === 'string' ? { html: message.html.replace(NOTICE_SLOT, NOTICE_SLOT + row) } : {}),
  };
}

/**
 * The one frame of every email: brand bar with the logo mark and name, heading, body, an optional
 * button, and the support footer. Single column, fluid up to 600 px, so it reads at 390 px; layout
 * tables are `role="presentation"` so screen readers read the content, not the grid.
 */
export function brandedHtml({ title, preheader, body, button, support }: EmailParts): string {
  const action = button
    ? `<p style="margin:24px 0"><a href="${esc(button.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${esc(button.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f9;${FONT};color:#17233a">
<div style="display:none;max-height:0;overflow:hidden">${esc(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f9"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="background:#0b2545;border-radius:12px 12px 0 0;padding:16px 20px">
<span aria-hidden="true" style="display:inline-block;width:32px;height:32px;line-height:32px;text-align:center;background:#ffb627;color:#0b2545;font-weight:bold;font-size:20px;border-radius:8px;vertical-align:middle">P</span>
<span style="color:#ffffff;font-size:20px;font-weight:bold;vertical-align:middle;margin-left:8px">${esc(BRAND_NAME)}</span>
</td></tr>${NOTICE_SLOT}
<tr><td style="padding:20px;font-size:16px;line-height:1.5">
<h1 style="font-size:22px;margin:0 0 12px">${esc(title)}</h1>
${body}${action}
</td></tr>
<tr><td style="padding:16px 20px;border-top:1px solid #e2e6ef;font-size:14px;color:#5a6780">
<p style="margin:0 0 4px">Questions? Email <a href="mailto:${esc(support.email)}" style="color:#1d4ed8">${esc(support.email)}</a> or call ${esc(support.phone)}.</p>
<p style="margin:0">${esc(support.address)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

/** The plain-text footer that says the same as the HTML one. */
export function textFooter(support: Support): string {
  return `Questions? Email ${support.email} or call ${support.phone}.\n${support.address}`;
}
