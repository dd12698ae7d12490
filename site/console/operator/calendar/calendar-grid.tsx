import { type CalendarDay, addDays, formatGBP, isoWeekday, toLongDate } from '@parking/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/** Props of CalendarGrid. */
export type CalendarGridProps = {
  /** Every day of the month shown, in date order (the calendar's answer). */
  days: readonly CalendarDay[];
  /** The grid's accessible name, e.g. "December 2026 at Park and Fly Luton". */
  title: string;
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The month as weeks of seven cells, Monday first; `undefined` outside the month. */
function weeksOf(days: readonly CalendarDay[]): (CalendarDay | undefined)[][] {
  const cells: (CalendarDay | undefined)[] = [
    ...Array<undefined>(days[0] ? isoWeekday(days[0].date) - 1 : 0).fill(undefined),
    ...days,
  ];
  while (cells.length % 7 !== 0) cells.push(undefined);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Where a key moves the focus from `date` (arrows by day and week, Home/End to the week's ends). */
function moved(key: string, date: string): string | undefined {
  const weekday = isoWeekday(date);
  const steps: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: 1 - weekday,
    End: 7 - weekday,
  };
  return key in steps ? addDays(date, steps[key]!) : undefined;
}

/** One day: its date, price (marked when not the standard one), spaces booked and why it cannot be booked. */
function DayCell({ day }: { day: CalendarDay }) {
  const own = day.pricePerDay !== day.standardPrice;
  return (
    <>
      <span className="cal-day" aria-hidden="true">
        {Number(day.date.slice(8))}
      </span>
      <span className="visually-hidden">{toLongDate(day.date)}: </span>
      <span className={own ? 'cal-price cal-price--own' : 'cal-price'}>
        {formatGBP(day.pricePerDay)}
        {own ? <span className="visually-hidden"> (standard {formatGBP(day.standardPrice)})</span> : null}
      </span>
      <span className="cal-spaces">
        {day.booked}/{day.capacity}
        <span className="visually-hidden"> spaces booked</span>
      </span>
      {day.reason ? <span className="cal-reason">{day.reason}</span> : null}
    </>
  );
}

/**
 * A month of the rate calendar as an ARIA grid: one cell per day with its price, booked/capacity and
 * the reason it cannot be booked. One cell is in the tab order; the arrow keys move by day and week,
 * Home and End to the ends of the week (the APG date grid pattern).
 */
export function CalendarGrid({ days, title }: CalendarGridProps) {
  const [active, setActive] = useState(days[0]?.date ?? '');
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const moving = useRef(false);
  const inMonth = (date: string) => days.some((d) => d.date === date);
  const current = inMonth(active) ? active : (days[0]?.date ?? '');
  useEffect(() => {
    if (moving.current) cells.current.get(current)?.focus();
    moving.current = false;
  }, [current]);
  const onKeyDown = (ev: KeyboardEvent) => {
    const next = moved(ev.key, current);
    if (next === undefined) return;
    ev.preventDefault();
    if (!inMonth(next)) return;
    moving.current = true;
    setActive(next);
  };
  return (
    <table className="cal-grid" role="grid" aria-label={title} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col" abbr={w}>
              {w.slice(0, 3)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week, i) => (
          <tr key={i}>
            {week.map((day, j) =>
              day ? (
                <td
                  key={day.date}
                  role="gridcell"
                  ref={(el) => void (el ? cells.current.set(day.date, el) : cells.current.delete(day.date))}
                  tabIndex={day.date === current ? 0 : -1}
                  className={day.bookable ? 'cal-cell' : 'cal-cell cal-cell--shut'}
                  onClick={() => setActive(day.date)}
                >
                  <DayCell day={day} />
                </td>
              ) : (
                <td key={`blank-${j}`} role="gridcell" className="cal-cell cal-cell--blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
