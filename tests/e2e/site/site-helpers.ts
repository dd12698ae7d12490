import type { Page } from '@playwright/test';
import { addDays, encodeSearchParam, londonNow } from '@parking/core';
import type { SearchCriteria } from '@parking/core';

/** A valid search a week ahead, so it never falls in the past whatever day the tests run. */
export function futureCriteria(airportId = 'luton'): SearchCriteria {
  const today = londonNow(new Date()).date;
  return {
    airportId,
    entryDate: addDays(today, 7),
    entryTime: '10:00',
    exitDate: addDays(today, 14),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
}

/** `/search?q=…` for {@link futureCriteria}. */
export function searchPath(criteria: SearchCriteria = futureCriteria()): string {
  return `/search?q=${encodeURIComponent(encodeSearchParam(criteria))}`;
}

/**
 * Plays a visitor who already took the coupon, so the popup stays shut and does not cover what a
 * test looks at. Tests of the popup itself do not call this.
 */
export async function skipCouponPopup(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('parking:popup:code-used', '{"v":1,"value":"1"}'));
}

/** Every route of docs/product-rules.md#routes-and-screens with the page name its document title starts with. */
export const ROUTE_TITLES: readonly { path: string; title: string }[] = [
  { path: '/', title: 'Compare Airport Parking' },
  { path: '/search', title: 'Search Results' },
  { path: '/airport/luton', title: 'London Luton Airport Parking' },
  { path: '/airport/bristol', title: 'Bristol Airport Parking' },
  { path: '/airport/stansted', title: 'London Stansted Airport Parking' },
  { path: '/faq', title: 'Frequently Ask Questions' },
  { path: '/contact', title: 'Contact Us' },
  { path: '/about', title: 'About Us' },
  { path: '/reviews', title: 'Customer Reviews' },
  { path: '/gdpr', title: 'GDPR Page' },
  { path: '/meet-greet-vs-park-ride', title: 'Meet & Greet Vs Park & Ride' },
  { path: '/quality-service-providers', title: 'Reliable And Quality Service Providers' },
  { path: '/british-parking-association', title: 'British Parking Association' },
  { path: '/secure-payment-methods', title: 'Secure Payment Methods' },
  { path: '/safer-parking-scheme', title: 'Safer Parking Scheme' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/refund-policy', title: 'Refund Policy' },
  { path: '/cancellation-policy', title: 'Cancellation Policy' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
  { path: '/terms-and-conditions', title: 'Terms And Conditions' },
  { path: '/amend-booking', title: 'Amend Booking' },
  { path: '/booking-details', title: 'Booking Details' },
  { path: '/booking/success', title: 'Booking Confirmed' },
  { path: '/booking/cancel', title: 'Payment Not Completed' },
  { path: '/blogs', title: 'Blogs' },
  { path: '/partners', title: 'For partners' },
];

/** The brand every document title ends with (site/config.ts). */
export const BRAND = 'ParkCompare UK';
