import { PARKING_TYPE_LABELS, type Quote, formatGBP } from '@parking/core';
import { useWidgetConfig } from '../../config';
import { resolveAssetUrl } from '../../lib/asset-url';
import { Button } from '../../ui/button';
import { StarIcon } from '../../ui/icons';

/** Props of QuoteCard. */
export type QuoteCardProps = {
  quote: Quote;
  onSelect: (quote: Quote) => void;
};

/** One provider's offer for the stay: what it is, what it costs in total, and a way to book it. */
export function QuoteCard({ quote, onSelect }: QuoteCardProps) {
  const { apiBase } = useWidgetConfig();
  const p = quote.provider;
  const headingId = `ps-quote-${p.id}`;
  return (
    <article className={`ps-card${quote.soldOut ? ' ps-card--sold-out' : ''}`} part="card" aria-labelledby={headingId}>
      <img
        className="ps-card-image"
        src={resolveAssetUrl(p.imageUrl, apiBase)}
        alt=""
        loading="lazy"
        width={160}
        height={120}
      />
      <div className="ps-card-body">
        <div className="ps-card-badges">
          <span className={`ps-badge ps-badge--${p.type}`}>{PARKING_TYPE_LABELS[p.type]}</span>
          {p.isRecommended ? <span className="ps-badge ps-badge--recommended">Recommended</span> : null}
          {quote.soldOut ? <span className="ps-badge ps-badge--sold-out">Sold out for these dates</span> : null}
        </div>
        <h3 id={headingId} className="ps-card-title">
          {p.name}
        </h3>
        <p className="ps-rating">
          <span className="ps-stars" aria-hidden="true">
            <StarIcon />
          </span>
          <span>
            <strong>{p.rating.toFixed(1)}</strong> out of 5 <span className="ps-muted">({p.reviewCount} reviews)</span>
          </span>
        </p>
        <ul className="ps-features">
          {p.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p className="ps-social">
          {p.totalBooked > 0 ? <span>{p.totalBooked} booked</span> : null}
          {p.currentlyViewing > 0 ? <span>{p.currentlyViewing} viewing now</span> : null}
        </p>
      </div>
      <div className="ps-card-price">
        {quote.wasTotal !== null && quote.wasTotal > quote.total ? (
          <s className="ps-was">
            <span className="ps-visually-hidden">Was </span>
            {formatGBP(quote.wasTotal)}
          </s>
        ) : null}
        <p className="ps-total">
          <span className="ps-visually-hidden">Total for {quote.days} days: </span>
          {formatGBP(quote.total)}
        </p>
        <p className="ps-muted ps-per-day">
          {formatGBP(p.pricePerDay)} per day · {quote.days} {quote.days === 1 ? 'day' : 'days'}
        </p>
        {quote.soldOut ? (
          <Button disabled aria-describedby={headingId}>
            Sold out
          </Button>
        ) : (
          <Button variant="primary" onClick={() => onSelect(quote)}>
            Book now<span className="ps-visually-hidden">: {p.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
