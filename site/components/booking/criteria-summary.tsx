import { toDisplayDate } from '@parking/core';
import type { SearchCriteria } from '@parking/core';
import { AIRPORTS } from '../../content/airports';

/** Props of {@link CriteriaSummary}. */
export type CriteriaSummaryProps = { criteria: SearchCriteria };

/** One line naming the searched stay: airport, drop-off, pick-up and vehicles. */
export function CriteriaSummary({ criteria: c }: CriteriaSummaryProps) {
  const airport = AIRPORTS[c.airportId]?.name ?? c.airportId;
  const vehicles = `${c.noOfVehicles} vehicle${c.noOfVehicles === 1 ? '' : 's'}`;
  return (
    <p className="criteria-summary">
      {airport}: {toDisplayDate(c.entryDate)} {c.entryTime} to {toDisplayDate(c.exitDate)} {c.exitTime}, {vehicles}
    </p>
  );
}
