import { ConsoleField } from './console-field';
import './console-pages.css';

/** A car park as the console home lists it. */
type CarParkOption = { id: string; name: string; airport: string };

/**
 * The car park a page shows: the one the URL's `carPark` names when it belongs to the organisation,
 * else the first, so a bookmark of another organisation's car park (or none) still opens a page.
 */
export function chosenCarPark<T extends CarParkOption>(carParks: readonly T[], params: URLSearchParams): T | undefined {
  return carParks.find((c) => c.id === params.get('carPark')) ?? carParks[0];
}

/** What an operator page shows instead when the organisation has no car park yet. */
export function NoCarParks() {
  return <p>No car parks belong to this organisation yet.</p>;
}

/** Props of CarParkSelect. */
export type CarParkSelectProps = {
  /** The select's id (the label's `for`; a form summary links to it). */
  id: string;
  /** The organisation's car parks (from the console home), listed as "name, airport". */
  carParks: readonly CarParkOption[];
  /** The id of the car park chosen now. */
  value: string;
  /** Called with the id of the car park chosen. */
  onChange: (carPark: string) => void;
  /** The message to show beside the select, if any (a checked form's). */
  error?: string | undefined;
};

/** The operator pages' "Car park" choice: a labelled select of the organisation's car parks. */
export function CarParkSelect({ id, carParks, value, onChange, error }: CarParkSelectProps) {
  return (
    <ConsoleField id={id} label="Car park" error={error}>
      {(aria) => (
        <select id={id} className="console-select" value={value} {...aria} onChange={(ev) => onChange(ev.target.value)}>
          {carParks.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}, {c.airport}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
}
