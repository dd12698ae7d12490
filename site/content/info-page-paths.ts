/** Paths served by the generic content page: the six "Others" pages and the five policy pages. */
export const INFO_PAGE_PATHS = [
  '/gdpr',
  '/meet-greet-vs-park-ride',
  '/quality-service-providers',
  '/british-parking-association',
  '/secure-payment-methods',
  '/safer-parking-scheme',
  '/privacy-policy',
  '/refund-policy',
  '/cancellation-policy',
  '/cookie-policy',
  '/terms-and-conditions',
] as const;
