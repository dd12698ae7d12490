import { BRAND_NAME } from '@parking/core';

/**
 * Site-wide settings: the brand and where suppliers log in. Support contact details are not here: they
 * come from the server's SUPPORT_* settings (`useSupport`, site/lib/content-api.ts).
 */
export const SITE = {
  /** Brand shown in the header, footer and every document title ("<Page> | <brand>"). */
  brand: BRAND_NAME,
  /** Base of the booking API (docs/architecture.md#api). */
  apiBase: '/api/v1',
  /**
   * The footer's "Supplier login": the console's sign-in (issue 21); VITE_SUPPLIER_LOGIN_URL points it
   * at a console served elsewhere.
   */
  supplierLoginUrl: import.meta.env.VITE_SUPPLIER_LOGIN_URL ?? '/console/sign-in',
} as const;

/** "<Page> | <Brand>", the document title of every route. */
export function documentTitle(page: string): string {
  return `${page} | ${SITE.brand}`;
}
