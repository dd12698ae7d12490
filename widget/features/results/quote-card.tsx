import { PARKING_TYPE_LABELS, type Quote, formatGBP, priceBreakdown, quoteDayPrices, toLongDate } from '@parking/core';
import { useWidgetConfig } from '../../config';
import { resolveAssetUrl } from '../../lib/asset-url';
import { Button } from '../../ui/button';
import { StarIcon } from '../../ui/icons';
import { QuoteDetails, QuoteIncluded } from './quote-included';

/** Props of QuoteCard. */
export type QuoteCardProps = {
  /** One provider's offer for the searched stay. */
  quote: Quote;
  /** The visitor chose this offer ("Book now"). */
  onSelect: (quote: Quote) => void;
};

/** The provider's average rating and how many verified reviews it rests on, or that there are none yet. */
function QuoteRating({ provider: p }: { provider: Quote['provider'] }) {
  return p.reviewCount > 0 ? (
    <p className="ps-rating">
      <span className="ps-stars" aria-hidden="true">
        <StarIcon />
      </span>
      <span>
        <strong>{p.rating.toFixed(1)}</strong> out of 5{' '}
        <span className="ps-muted">
          ({p.reviewCount} verified {p.reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    </p>
  ) : (
    <p className="ps-rating ps-muted">No reviews yet</p>
  );
}

type QuotePriceProps = QuoteCardProps & {
  /** The card heading's id: a sold-out button is described by the car park's name. */
  headingId: string;
};

/** The total, the gate price it beats, how it is made, and the button to book it (or why not). */
function QuotePrice({ quote, headingId, onSelect }: QuotePriceProps) {
  const p = quote.provider;
  return (
    <div className="ps-card-price">
      {quote.gateTotal !== null ? (
        <p className="ps-was">
          Price at the gate <s>{formatGBP(quote.gateTotal)}</s>
        </p>
      ) : null}
      <p className="ps-total">
        <span className="ps-visually-hidden">Total you pay: </span>
        {formatGBP(quote.total)}
      </p>
      <p className="ps-muted ps-per-day">{priceBreakdown(quoteDayPrices(quote), quote.vehicles)}</p>
      {quote.dayPrices ? (
        <details className="ps-muted">
          <summary>Price each day</summary>
          <ul>
            {quote.dayPrices.map((d) => (
              <li key={d.date}>
                {toLongDate(d.date)}: {formatGBP(d.pricePerDay)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
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
  );
}

/**
 * One provider's offer for the stay: what it is, the total the traveller pays and how it is made, what
 * is included, and a way to book it. Every figure is real or absent (docs/product-rules.md#quotes-and-prices).
 */
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
        <QuoteRating provider={p} />
        <ul className="ps-features">
          {p.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <QuoteIncluded provider={p} />
        <p className="ps-social">
          {p.totalBooked > 0 ? (
            <span>
              Booked {p.totalBooked} {p.totalBooked === 1 ? 'time' : 'times'}
            </span>
          ) : null}
          {p.currentlyViewing > 0 ? <span>{p.currentlyViewing} others viewing now</span> : null}
        </p>
        <QuoteDetails provider={p} />
      </div>
      <QuotePrice quote={quote} headingId={headingId} onSelect={onSelect} />
    </article>
  );
}
