/**
 * Site-wide settings in one place: the brand and the contact details the footer and contact pages show.
 * Values can be overridden at build time with VITE_* variables so each environment shows its own.
 */
export const SITE = {
  /** Brand shown in the header, footer and every document title ("<Page> | <brand>"). */
  brand: 'ParkCompare UK',
  /** Base of the booking API (contracts.md). */
  apiBase: '/api/v1',
  /** Suppliers manage their car parks on a separate site (spec §1). */
  supplierLoginUrl: import.meta.env.VITE_SUPPLIER_LOGIN_URL ?? 'https://suppliers.parkcompare.example/login',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@parkcompare.example',
  /** Shown as written; `supportPhoneHref` is the dialable form. */
  supportPhone: import.meta.env.VITE_SUPPORT_PHONE ?? '0330 123 4567',
  supportPhoneHref: import.meta.env.VITE_SUPPORT_PHONE_HREF ?? 'tel:+443301234567',
  postalAddress: ['ParkCompare UK Ltd', 'Suite 4, Airport House', '12 Kimpton Road', 'Luton', 'LU2 0LA'],
  /** Hours the support line answers, shown next to the phone number. */
  supportHours: 'Monday to Sunday, 7am to 10pm',
} as const;

/** "<Page> | <Brand>", the document title of every route. */
export function documentTitle(page: string): string {
  return `${page} | ${SITE.brand}`;
}
