import type { CarParkListing } from '@parking/core';
import { transferText } from './listing-preview';

/** Props of ListingDetails. */
export type ListingDetailsProps = {
  /** The listing as saved. */
  listing: CarParkListing;
};

const list = (items: readonly string[]) =>
  items.length > 0 ? (
    <ul>
      {items.map((item, i) => (
        <li key={`${i}-${item}`}>{item}</li>
      ))}
    </ul>
  ) : (
    'None'
  );

/** The listing's fields, read-only, for roles that cannot change it (the desk), saying who can. */
export function ListingDetails({ listing }: ListingDetailsProps) {
  return (
    <section className="listing-details" aria-labelledby="listing-heading">
      <h2 id="listing-heading">Listing</h2>
      <p className="notice">Owners and managers change the listing; your role can read it.</p>
      <dl className="listing-fields">
        <dt>Car park name</dt>
        <dd>{listing.name}</dd>
        <dt>Description</dt>
        <dd>{listing.description}</dd>
        <dt>Features</dt>
        <dd>{list(listing.features)}</dd>
        <dt>Transfer</dt>
        <dd>{transferText(listing.transferMinutes)}</dd>
        <dt>Arrival instructions</dt>
        <dd>{list(listing.arrivalInstructions)}</dd>
        <dt>Return instructions</dt>
        <dd>{list(listing.returnInstructions)}</dd>
        <dt>Phone number</dt>
        <dd>{listing.phone}</dd>
        <dt>Bookings email</dt>
        <dd>{listing.bookingsEmail ?? 'The owners’ email addresses'}</dd>
      </dl>
    </section>
  );
}
