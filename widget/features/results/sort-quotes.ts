import type { ParkingType, Quote } from '@parking/core';

/** Orders the visitor can pick. */
export type SortOrder = 'recommended' | 'price' | 'rating';
/** Filter by parking type, or all. */
export type TypeFilter = 'all' | ParkingType;

export const SORT_LABELS: Record<SortOrder, string> = {
  recommended: 'Recommended',
  price: 'Price: low to high',
  rating: 'Rating: high to low',
};

const byPrice = (a: Quote, b: Quote) => a.total - b.total;
const byRating = (a: Quote, b: Quote) =>
  b.provider.rating - a.provider.rating || b.provider.reviewCount - a.provider.reviewCount;
// Recommended first, then cheapest; sold-out stays visible but sinks in every order.
const byRecommended = (a: Quote, b: Quote) =>
  Number(b.provider.isRecommended) - Number(a.provider.isRecommended) || byPrice(a, b);
const COMPARE: Record<SortOrder, (a: Quote, b: Quote) => number> = {
  recommended: byRecommended,
  price: byPrice,
  rating: byRating,
};

/** The quotes to show, filtered and sorted; the input array is not changed. */
export function arrangeQuotes(quotes: readonly Quote[], sort: SortOrder, filter: TypeFilter): Quote[] {
  return quotes
    .filter((q) => filter === 'all' || q.provider.type === filter)
    .sort((a, b) => Number(a.soldOut) - Number(b.soldOut) || COMPARE[sort](a, b));
}
