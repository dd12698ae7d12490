import { type StaffBooking, formatGBP } from '@parking/core';
import { ukDay } from './bookings-table';
import { count } from '../../kit/count';

/** Props of the booking page's sections: the booking as the API answered it. */
export type BookingSectionProps = { booking: StaffBooking };

/** A term and its value in a description list. */
const Row = ({ term, value }: { term: string; value: string | number }) => (
  <>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </>
);

/** Who travels (contact details, vehicles, flights, passengers) and the stay. */
export function TravellerSection({ booking: b }: BookingSectionProps) {
  return (
    <section aria-labelledby="booking-traveller" className="booking-section">
      <h2 id="booking-traveller">Traveller and stay</h2>
      {b.anonymised && <p className="notice">The traveller's personal details were erased.</p>}
      <dl className="booking-facts">
        <Row term="Name" value={b.traveller.name} />
        <Row term="Email" value={b.traveller.email} />
        <Row term="Phone" value={b.traveller.phone} />
        <Row term="Passengers" value={b.passengers} />
        <Row
          term="Outbound flight"
          value={[b.flights.outboundTerminal, b.flights.outboundFlight].filter(Boolean).join(', ') || 'Not given'}
        />
        <Row term="Return flight" value={b.flights.returnFlight ?? 'Not given'} />
        <Row term="Airport" value={b.airport.name} />
        <Row term="Car park" value={b.carPark.name} />
        <Row term="Arrives" value={`${ukDay(b.stay.entryDate)} ${b.stay.entryTime}`} />
        <Row term="Leaves" value={`${ukDay(b.stay.exitDate)} ${b.stay.exitTime}`} />
        <Row term="Days and spaces" value={`${count(b.stay.days, 'day')}, ${count(b.stay.noOfVehicles, 'vehicle')}`} />
      </dl>
      <h3>Vehicles</h3>
      <ul>
        {b.vehicles.map((v) => (
          <li key={v.registration}>
            {v.registration}: {v.colour} {v.make} {v.model}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The price, its coupon and the partner's commission. */
export function PriceSection({ booking: b }: BookingSectionProps) {
  const partner = b.partner;
  return (
    <section aria-labelledby="booking-price" className="booking-section">
      <h2 id="booking-price">Price and partner</h2>
      <dl className="booking-facts">
        <Row term="Subtotal" value={formatGBP(b.price.subtotal)} />
        <Row
          term="Discount"
          value={`${formatGBP(b.price.discount)}${b.price.coupon ? ` (coupon ${b.price.coupon})` : ''}`}
        />
        <Row term="Amount" value={formatGBP(b.price.amount)} />
        <Row
          term="Partner"
          value={partner ? `${partner.name}${partner.keyName ? ` (key ${partner.keyName})` : ''}` : 'Direct booking'}
        />
        {partner && (
          <Row
            term="Commission"
            value={`${formatGBP(partner.commission.amount)}, ${partner.commission.status}${partner.commission.reason ? ` (${partner.commission.reason})` : ''}${partner.commissionBps === null ? '' : ` at ${partner.commissionBps / 100}%`}`}
          />
        )}
      </dl>
    </section>
  );
}
