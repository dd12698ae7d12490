import { useId } from 'react';
import { PARKING_TYPE_LABELS, type Provider, formatGBP } from '@parking/core';
import { useAirportProviders } from '../../lib/content-api';
import { LoadState } from './load-state';

/** Props of {@link AirportProviders}. */
export type AirportProvidersProps = {
  /** The airport's id in the API (the `/airport/:name` slug, see core's AirportSchema). */
  airportId: string;
  /** The airport's display name. */
  airportName: string;
};

/** How many features each card lists; the search results show them all. */
const FEATURES_SHOWN = 3;

function reviewsLabel(count: number): string {
  return count === 1 ? '1 verified review' : `${count.toLocaleString('en-GB')} verified reviews`;
}

function ProviderCard({ provider: p }: { provider: Provider }) {
  return (
    <li className="card provider-card">
      <p className="provider-card__tags">
        <span className="provider-card__type">{PARKING_TYPE_LABELS[p.type]}</span>
        {p.isRecommended && <span className="badge">Recommended</span>}
      </p>
      <h3 className="provider-card__name">{p.name}</h3>
      {p.reviewCount > 0 ? (
        <p className="provider-card__rating">
          <span className="stars" aria-hidden="true">
            ★
          </span>{' '}
          <strong>{p.rating.toFixed(1)}</strong> out of 5{' '}
          <span className="provider-card__muted">({reviewsLabel(p.reviewCount)})</span>
        </p>
      ) : (
        <p className="provider-card__rating provider-card__muted">No reviews yet</p>
      )}
      {p.features.length > 0 && (
        <ul className="provider-card__features">
          {p.features.slice(0, FEATURES_SHOWN).map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
      <p className="provider-card__address">{p.address}</p>
      <p className="provider-card__price">
        from <strong>{formatGBP(p.pricePerDay)}</strong> a day
      </p>
    </li>
  );
}

/**
 * The car parks at an airport, from the API (GET /providers?airportId=…), recommended first: type,
 * rating from verified bookings, a few features, the address and the lowest daily price. The live
 * price for a stay comes from a search.
 */
export function AirportProviders({ airportId, airportName }: AirportProvidersProps) {
  const headingId = useId();
  const { data, error, isFetching, retry } = useAirportProviders(airportId);
  return (
    <section className="content-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Car parks at {airportName}</h2>
      <p>
        Every car park we list here is insured, secure and checked by us. Enter your dates above to see each one with
        its live price for your stay.
      </p>
      {!data ? (
        // While a retry runs, say so rather than leaving the old error on screen.
        <LoadState what="car parks" error={isFetching ? undefined : error} onRetry={() => void retry()} />
      ) : data.length === 0 ? (
        <p className="notice">
          We have no car parks to show at {airportName} right now. Search your dates above to check what is available.
        </p>
      ) : (
        <ul className="provider-list">
          {data.map((p) => (
            <ProviderCard key={p.id} provider={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
