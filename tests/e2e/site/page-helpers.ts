import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `iso` (yyyy-MM-dd) in the calendar opened from the field labelled `label`. */
export async function pickDate(page: Page, form: Locator, label: string, iso: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: `${label} calendar` });
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const name = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = calendar.getByRole('button', { name, exact: true });
  // isVisible() does not wait: let the calendar open (its grid shows a month) before deciding the
  // day is in a later month, or a slow open sends the helper past it to a month with no way back.
  await expect(calendar.getByRole('grid')).toBeVisible();
  for (let i = 0; i < 3 && !(await day.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

/** Quoted-printable (how the .eml carries its HTML part) back to text. */
export function fromQuotedPrintable(qp: string): string {
  const joined = qp.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * Points the HTML part's `cid:` images at their inline parts (base64 in the .eml), as a mail app shows
 * them, so a screenshot of the email has its QR code.
 */
export function inlineCidImages(eml: string, html: string): string {
  return html.replace(/src="cid:([^"]+)"/g, (whole, cid: string) => {
    const part = eml.match(
      new RegExp(
        `Content-Type: (image/[a-z]+)[^\\n]*\\r?\\nContent-ID: <${cid}>[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
      ),
    );
    return part ? `src="data:${part[1]};base64,${part[2]!.replace(/\s+/g, '')}"` : whole;
  });
}

/** The traveller the booking tests type in; a test overrides what it checks later. */
export const TRAVELLER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '07700900123',
  registration: 'AL12 CDE',
  make: 'Ford',
  model: 'Fiesta',
  colour: 'Blue',
};

/** Fills step 1 ("Place Booking") in `form` for one vehicle and ticks the terms; nothing is submitted. */
export async function fillStepOne(form: Locator, traveller: Partial<typeof TRAVELLER> = {}): Promise<void> {
  const v = { ...TRAVELLER, ...traveller };
  await form.getByLabel(/^first name/i).fill(v.firstName);
  await form.getByLabel(/^last name/i).fill(v.lastName);
  await form.getByLabel(/^email/i).fill(v.email);
  await form.getByLabel(/^mobile number/i).fill(v.phone);
  await form.getByLabel(/^registration/i).fill(v.registration);
  await form.getByLabel(/^make/i).fill(v.make);
  await form.getByLabel(/^model/i).fill(v.model);
  await form.getByLabel(/^colou?r/i).fill(v.colour);
  await form.getByRole('checkbox', { name: /terms/i }).check();
}
