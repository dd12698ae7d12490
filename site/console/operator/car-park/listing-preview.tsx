import { type CarParkSettings, PARKING_TYPE_LABELS, formatGBP } from '@parking/core';

/** Props of ListingPreview. */
export type ListingPreviewProps = {
  /** The car park's settings as saved: what travellers see now. */
  settings: CarParkSettings;
};

/** "7 minutes to the terminal", or met at the terminal. */
export const transferText = (minutes: number) =>
  minutes === 0 ? 'Met at the terminal' : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} to the terminal`;

/** The steps of one set of instructions, or a sentence when there are none. */
function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <>
      <h4>{title}</h4>
      {steps.length > 0 ? (
        <ol className="listing-steps">
          {steps.map((s, i) => (
            <li key={`${i}-${s}`}>{s}</li>
          ))}
        </ol>
      ) : (
        <p className="listing-muted">None given.</p>
      )}
    </>
  );
}

/**
 * The saved listing as travellers meet it: the results card's facts (type, name, features, transfer
 * time, standard price a day, first photo), the description on the car park's page, and the
 * instructions and phone number their confirmation email carries. A summary: the widget's card itself
 * is not part of its public entry.
 */
export function ListingPreview({ settings }: ListingPreviewProps) {
  const { listing, photos } = settings;
  const first = photos[0];
  return (
    <section className="listing-preview" aria-labelledby="listing-preview-heading">
      <h2 id="listing-preview-heading">What travellers see now</h2>
      <article className="console-card listing-card" aria-label={`${listing.name} as travellers see it`}>
        {first && <img className="listing-card__photo" src={first.url} alt={first.alt} width={320} height={200} />}
        <p className="listing-badge">{PARKING_TYPE_LABELS[settings.type]}</p>
        <h3>{listing.name}</h3>
        <p className="listing-muted">
          {settings.airport} · {transferText(listing.transferMinutes)} · from {formatGBP(settings.pricePerDay)} a day
        </p>
        <ul className="listing-features">
          {listing.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <p>{listing.description}</p>
        <p className="listing-muted">{settings.address}</p>
      </article>
      <h3>In the confirmation email</h3>
      <Steps title="When you arrive" steps={listing.arrivalInstructions} />
      <Steps title="When you return" steps={listing.returnInstructions} />
      <p>
        Phone: <a href={`tel:${listing.phone.replace(/[^\d+]/g, '')}`}>{listing.phone}</a>
      </p>
    </section>
  );
}
