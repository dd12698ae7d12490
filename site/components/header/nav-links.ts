/** One header or footer link. */
export type NavLink = { to: string; label: string };

/** Airports menu (docs/product-rules.md#header). */
export const AIRPORT_LINKS: readonly NavLink[] = [
  { to: '/airport/luton', label: 'Luton' },
  { to: '/airport/bristol', label: 'Bristol' },
  { to: '/airport/stansted', label: 'Stansted' },
];

/** Others menu: the six info pages, labelled as docs/product-rules.md#header names them (the pill shows the same label). */
export const OTHER_LINKS: readonly NavLink[] = [
  { to: '/gdpr', label: 'GDPR Page' },
  { to: '/meet-greet-vs-park-ride', label: 'Meet & Greet Vs Park & Ride' },
  { to: '/quality-service-providers', label: 'Reliable And Quality Service Providers' },
  { to: '/british-parking-association', label: 'British Parking Association' },
  { to: '/secure-payment-methods', label: 'Secure Payment Methods' },
  { to: '/safer-parking-scheme', label: 'Safer Parking Scheme' },
];

/** Direct links in the header. */
export const DIRECT_LINKS: readonly NavLink[] = [
  { to: '/reviews', label: 'Reviews' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** Footer "Policy Pages" column. */
export const POLICY_LINKS: readonly NavLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
  { to: '/terms-and-conditions', label: 'Terms And Conditions' },
  { to: '/reviews', label: 'Review Page' },
];

/**
 * Pages with a fixed title (docs/product-rules.md#header): the title in the header pill. It is the screen's name from the
 * route table, which is also the label the menus use for the info pages.
 */
export const FIXED_TITLES: Readonly<Record<string, string>> = {
  '/faq': 'Frequently Ask Questions',
  '/contact': 'Contact Us',
  '/about': 'About Us',
  '/reviews': 'Customer Reviews',
  '/blogs': 'Blogs',
  ...Object.fromEntries(OTHER_LINKS.map((l) => [l.to, l.label])),
  ...Object.fromEntries(POLICY_LINKS.filter((l) => l.to !== '/reviews').map((l) => [l.to, l.label])),
};
