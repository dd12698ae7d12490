import { LoadState } from '../components/content/load-state';
import { PageMeta } from '../components/layout/page-meta';
import { useReviews } from '../lib/content-api';
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

/** Customer Reviews: reviews from verified bookings only (GET /reviews). */
export function ReviewsPage() {
  const { data, error, mutate } = useReviews();
  return (
    <div className="page container">
      <PageMeta
        title="Customer Reviews"
        description="What travellers say about the car parks they booked through ParkCompare UK. Verified bookings only."
      />
      <p className="lead">
        Every review here comes from a traveller who booked and parked with us. We publish them all, good or bad.
      </p>
      {!data ? (
        <LoadState what="reviews" error={error} onRetry={() => void mutate()} />
      ) : data.length === 0 ? (
        <p className="notice">No reviews yet. Reviews appear here once travellers have completed their stay.</p>
      ) : (
        <ul className="review-grid">
          {data.map((r) => (
            <li key={r.id} className="card review">
              <Stars rating={r.rating} />
              <blockquote>
                <p>{r.text}</p>
              </blockquote>
              <p className="review__meta">
                <strong>{r.name}</strong>, {r.providerName} at {r.airportName}
                <br />
                <span className="badge">Verified booking</span> {formatLongDate(r.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
