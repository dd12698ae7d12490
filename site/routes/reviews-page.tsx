import type { Review } from '@parking/core';
import { useSearchParams } from 'react-router';
import { LoadState } from '../components/content/load-state';
import { ReviewFilters } from '../components/content/review-filters';
import { ReviewBadge } from '../components/content/review-badge';
import { ReviewForm } from '../components/content/review-form';
import { PageMeta } from '../components/layout/page-meta';
import { type ReviewFilter, useReviews } from '../lib/content-api';
import { formatLongDate } from '../lib/format';

function Stars({ rating }: { rating: number }) {
  const r = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="stars">
      <span aria-hidden="true">{'★'.repeat(r) + '☆'.repeat(5 - r)}</span>
      <span className="visually-hidden">Rated {r} out of 5</span>
    </p>
  );
}

/**
 * Customer Reviews: reviews from verified bookings only (GET /reviews), the same ones every rating on the
 * site is computed from; filterable by airport and car park (`?airport=&provider=`, so a filter can be linked).
 */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const filter: ReviewFilter = {
    airportId: params.get('airport') ?? undefined,
    providerId: params.get('provider') ?? undefined,
  };
  const { data, error, retry } = useReviews(filter);
  // The invitation email's signed link (?review=…) opens the form for that booking.
  const reviewToken = params.get('review');
  const setFilter = (next: ReviewFilter) =>
    setParams(
      {
        ...(reviewToken ? { review: reviewToken } : {}),
        ...(next.airportId ? { airport: next.airportId } : {}),
        ...(next.providerId ? { provider: next.providerId } : {}),
      },
      { replace: true },
    );
  return (
    <div className="page container">
      <PageMeta
        title="Customer Reviews"
        description="What travellers say about the car parks they booked through ParkCompare UK. Verified bookings only."
      />
      <p className="lead">
        Every review here comes from a traveller who booked and parked with us. We publish them all, good or bad.
      </p>
      {reviewToken && <ReviewForm token={reviewToken} onPosted={() => void retry()} />}
      <ReviewFilters value={filter} onChange={setFilter} />
      {!data ? (
        <LoadState what="reviews" error={error} onRetry={() => void retry()} />
      ) : data.total === 0 ? (
        <p className="notice">No reviews yet. Reviews appear here once travellers have completed their stay.</p>
      ) : (
        <ReviewList reviews={data.items} total={data.total} />
      )}
    </div>
  );
}

function ReviewList({ reviews, total }: { reviews: Review[]; total: number }) {
  return (
    <>
      <p className="review-count" aria-live="polite">
        {total === 1 ? '1 verified review' : `${total} verified reviews`}
        {reviews.length < total ? `, the newest ${reviews.length} shown` : ''}
      </p>
      {reviews.some((r) => r.sample) && (
        <p className="notice">
          Reviews marked “Sample review” are examples that come with this installation, not travellers’ stays.
        </p>
      )}
      <ul className="review-grid">
        {reviews.map((r) => (
          <li key={r.id} className="card review">
            <Stars rating={r.rating} />
            <blockquote>
              <p>{r.text}</p>
            </blockquote>
            <p className="review__meta">
              <strong>{r.name}</strong>, {r.providerName} at {r.airportName}
              <br />
              <ReviewBadge sample={r.sample} /> {formatLongDate(r.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
