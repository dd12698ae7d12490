import { addDays, isIsoDate } from '@parking/core';
import { CarParkSelect } from '../../kit/car-park-select';
import type { BoardChoice } from './use-board';

/** Props of BoardControls. */
export type BoardControlsProps = {
  /** The organisation's car parks (from the console home). */
  carParks: readonly { id: string; name: string; airport: string }[];
  /** The car park and day shown now. */
  choice: BoardChoice;
  /** Shows another car park or day. */
  onChoose: (choice: BoardChoice) => void;
};

/** Which car park and which London day: a select, a date field and previous/next day buttons. */
export function BoardControls({ carParks, choice, onChoose }: BoardControlsProps) {
  const day = (days: number) => onChoose({ ...choice, date: addDays(choice.date, days) });
  return (
    <div className="board-controls" role="group" aria-label="Which car park and day">
      <CarParkSelect
        id="board-car-park"
        carParks={carParks}
        value={choice.carPark}
        onChange={(carPark) => onChoose({ ...choice, carPark })}
      />
      <div className="field">
        <label htmlFor="board-date">Day</label>
        <input
          id="board-date"
          type="date"
          value={choice.date}
          // A half-typed date is not a day yet: the board moves once the field holds a whole one.
          onChange={(ev) => isIsoDate(ev.target.value) && onChoose({ ...choice, date: ev.target.value })}
        />
      </div>
      <div className="board-days">
        <button type="button" className="btn btn--outline" onClick={() => day(-1)}>
          Previous day
        </button>
        <button type="button" className="btn btn--outline" onClick={() => day(1)}>
          Next day
        </button>
      </div>
    </div>
  );
}
