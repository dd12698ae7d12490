import { Link, useParams } from 'react-router';
import { HomeSearch } from '../components/booking/home-search';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';
import { AIRPORTS } from '../content/airports';
import { AirportProviders } from '../components/content/airport-providers';

/** An airport page: what meet and greet and park and ride mean there, terminals, and the search form. */
export function AirportPage() {
  const { name = '' } = useParams();
  const airport = AIRPORTS[name.toLowerCase()];
  if (!airport) {
    return (
      <HeroBand size="short">
        <PageMeta title="Airport not found" description="We do not cover this airport yet." />
        <h1>We don’t cover that airport yet</h1>
        <p>
          We compare parking at <Link to="/airport/luton">Luton</Link>, <Link to="/airport/bristol">Bristol</Link> and{' '}
          <Link to="/airport/stansted">Stansted</Link>.
        </p>
      </HeroBand>
    );
  }
  return (
    <>
      <PageMeta title={`${airport.name} Parking`} description={airport.description} />
      <HeroBand>
        <div className="hero__text">
          <h1>{airport.name} parking</h1>
          <p>{airport.intro}</p>
        </div>
        <div className="hero__form card">
          <h2 className="card__title">Search {airport.code} parking</h2>
          <HomeSearch airportCode={airport.code} />
        </div>
      </HeroBand>
      <div className="page container narrow">
        <section className="content-section">
          <h2>Meet &amp; Greet at {airport.name}</h2>
          <p>{airport.meetGreet}</p>
        </section>
        <section className="content-section">
          <h2>Park &amp; Ride at {airport.name}</h2>
          <p>{airport.parkRide}</p>
        </section>
        <section className="content-section">
          <h2>Terminals</h2>
          <ul>
            {airport.terminals.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
        <AirportProviders airportId={airport.slug} airportName={airport.name} />
        <section className="content-section">
          <h2>Tips for a smooth trip</h2>
          <ul>
            {airport.tips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
