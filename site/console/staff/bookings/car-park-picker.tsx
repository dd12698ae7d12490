import { useState } from 'react';
import { ConsoleField } from '../../kit/console-field';

/** A car park to choose: its id (what the search sends) and its name with its airport (what staff read). */
export type CarParkOption = { value: string; label: string };

/** Props of CarParkPicker. */
export type CarParkPickerProps = {
  /** The input's id (the label's `for`; a form summary links to it). */
  id: string;
  /** Every car park, by name (empty while the list loads). */
  options: readonly CarParkOption[];
  /** The car park id chosen now ('' for any), or the words typed when they name no car park. */
  value: string;
  /** Called with the id of the car park whose name was typed or picked, else with the words typed. */
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The booking search's car park: a text box with the car parks' names as suggestions (the browser's own
 * searchable list, `<datalist>`: type part of a name, pick with the arrow keys and Enter), so staff choose
 * a car park by name, never by its id. A name typed in full counts as picked.
 */
export function CarParkPicker({ id, options, value, onChange, onBlur, error }: CarParkPickerProps) {
  // What the box shows: the words typed, or (until something is typed) the chosen car park's name.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? options.find((o) => o.value === value)?.label ?? value;
  const listId = `${id}-names`;
  return (
    <ConsoleField id={id} label="Car park" error={error}>
      {(aria) => (
        <>
          <input
            id={id}
            type="text"
            list={listId}
            autoComplete="off"
            placeholder="Any: type a name"
            value={shown}
            {...aria}
            onChange={(ev) => {
              const words = ev.target.value;
              setTyped(words);
              const match = options.find((o) => same(o.label, words));
              onChange(match ? match.value : words.trim());
            }}
            onBlur={onBlur}
          />
          <datalist id={listId}>
            {options.map((o) => (
              <option key={o.value} value={o.label} />
            ))}
          </datalist>
        </>
      )}
    </ConsoleField>
  );
}
