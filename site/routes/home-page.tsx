import { Link } from 'react-router';
import { HomeSearch } from '../components/booking/home-search';
import { HeroBand } from '../components/content/hero-band';
import { PageMeta } from '../components/layout/page-meta';
import { AIRPORTS } from '../content/airports';
import { HOME_HERO, HOW_IT_WORKS, WHY_BOOK } from '../content/home';

/** Home: hero with the search form, why book with us, how it works and the airports we cover. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="Compare Airport Parking"
        description="Compare and book meet and greet and park and ride airport parking at Luton, Bristol and Stansted. No booking fees, free cancellation."
      />
      <HeroBand>
        <div className="hero__text">
          <h1>{HOME_HERO.heading}</h1>
          <p>{HOME_HERO.text}</p>
        </div>
        <div className="hero__form card">
          <h2 className="card__title">Find your parking</h2>
          <HomeSearch />
        </div>
      </HeroBand>
      <section className="band container" aria-labelledby="why-heading">
        <h2 id="why-heading">Why book with us</h2>
        <ul className="feature-grid">
          {WHY_BOOK.map((f) => (
            <li key={f.title} className="feature card">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="band band--tint" aria-labelledby="how-heading">
        <div className="container">
          <h2 id="how-heading">How it works</h2>
          <ol className="steps-grid">
            {HOW_IT_WORKS.map((f) => (
              <li key={f.title} className="steps-grid__item">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="band container" aria-labelledby="airports-heading">
        <h2 id="airports-heading">Airports we cover</h2>
        <ul className="airport-grid">
          {Object.values(AIRPORTS).map((a) => (
            <li key={a.slug} className="airport-card card">
              <h3>
                <Link to={`/airport/${a.slug}`}>
                  {a.name} <span className="airport-card__code">({a.code})</span>
                </Link>
              </h3>
              <p>{a.intro}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
