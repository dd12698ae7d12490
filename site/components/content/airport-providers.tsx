/** Props of {@link AirportProviders}. */
export type AirportProvidersProps = {
  /** The airport's display name. */
  airportName: string;
};

/**
 * The car parks at an airport. The API has no provider list route (contracts.md: only
 * GET /providers/:id), so the live list is the search itself; this section says so plainly.
 */
export function AirportProviders({ airportName }: AirportProvidersProps) {
  return (
    <section className="content-section">
      <h2>Car parks at {airportName}</h2>
      <p>
        Every car park we list here is insured, secure and checked by us. Enter your dates above to see each one with its
        live price for your stay, its rating from verified bookings and what is included.
      </p>
    </section>
  );
}
