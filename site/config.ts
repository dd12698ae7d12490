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
  /** Suppliers manage their car parks on a separate site (docs/product-rules.md#audience-and-flow). */
  supplierLoginUrl: import.meta.env.VITE_SUPPLIER_LOGIN_URL ?? 'https://suppliers.parkcompare.example/login',
} as const;

/** "<Page> | <Brand>", the document title of every route. */
export function documentTitle(page: string): string {
  return `${page} | ${SITE.brand}`;
}
