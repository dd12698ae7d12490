import { z } from 'zod/mini';

/** The one product name, everywhere: site, widget, emails, calendar files (docs/product-rules.md#content). */
export const BRAND_NAME = 'ParkCompare UK';

/** How travellers reach support. The server's SUPPORT_* settings are the one source; these are their defaults. */
export const SupportDetailsSchema = z.object({
  email: z.string(),
  /** As written for people, e.g. "0330 123 4567". */
  phone: z.string(),
  /** The postal address on one line, parts separated by ", ". */
  address: z.string(),
  /** When the phone line answers. */
  hours: z.string(),
});
export type SupportDetails = z.infer<typeof SupportDetailsSchema>;

/** Answer of `GET /support`. */
export const SupportResponseSchema = z.object({ data: SupportDetailsSchema });

export const DEFAULT_SUPPORT: SupportDetails = {
  email: 'support@parkcompare.example',
  phone: '0330 123 4567',
  address: 'ParkCompare UK Ltd, Suite 4, Airport House, 12 Kimpton Road, Luton LU2 0LA',
  hours: 'Monday to Sunday, 7am to 10pm',
};

/** A `tel:` link for a phone number as written: UK numbers starting 0 become +44. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`;
}

/** Fills `{supportEmail}` and `{supportPhone}` in copy with the configured details. */
export function fillSupport(text: string, support: SupportDetails): string {
  return text.replaceAll('{supportEmail}', support.email).replaceAll('{supportPhone}', support.phone);
}
