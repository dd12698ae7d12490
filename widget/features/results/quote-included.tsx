import { type AirportCharge, POLICY, type Provider } from '@parking/core';

const AIRPORT_CHARGE_TEXT: Record<AirportCharge, string> = {
  included: 'Airport drop-off charge included',
  extra: 'Airport barrier charge not included: you pay it on exit',
  none: 'No airport drop-off charge (off-airport car park)',
};

function transferText(p: Provider): string {
  if (p.transferMinutes === 0) return 'Met at the terminal';
  return `${p.transferMinutes} min to the terminal${p.type === 'park-ride' ? ' by shuttle' : ''}`;
}

/**
 * What the price covers, before paying (docs/product-rules.md#quotes-and-prices): the airport's own
 * charge, the transfer, who keeps the keys and the free-cancellation window.
 */
export function QuoteIncluded({ provider }: { provider: Provider }) {
  return (
    <ul className="ps-included" aria-label="What is included">
      <li data-kind={provider.airportCharge === 'extra' ? 'warn' : 'ok'}>
        {AIRPORT_CHARGE_TEXT[provider.airportCharge]}
      </li>
      <li>{transferText(provider)}</li>
      <li>{provider.keepsKeys ? 'Your keys stay with the driver' : 'You keep your keys'}</li>
      <li>Free cancellation up to {POLICY.freeCancellationHours} hours before drop-off</li>
    </ul>
  );
}

/** The arrival and return steps a traveller otherwise sees only after paying, behind a native disclosure. */
export function QuoteDetails({ provider }: { provider: Provider }) {
  return (
    <details className="ps-details">
      <summary>
        Details<span className="ps-visually-hidden">: {provider.name}</span>
      </summary>
      <p>{provider.description}</p>
      <p className="ps-muted">{provider.address}</p>
      <h4>On arrival</h4>
      <ol>
        {provider.arrivalInstructions.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4>On your return</h4>
      <ol>
        {provider.returnInstructions.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  );
}
