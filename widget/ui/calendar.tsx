import { addDays } from '@parking/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CalendarHead, CalendarWeeks } from './calendar-grid';
import { WEEKDAYS, addMonths, clampDate, weekdayIndex } from './calendar-month';

/** Props of Calendar. */
export type CalendarProps = {
  /** Selected `yyyy-MM-dd`, if any. */
  value: string | undefined;
  /** Earliest and latest selectable `yyyy-MM-dd`; days outside are shown disabled. */
  min: string;
  /** See `min`. */
  max: string;
  /** A day was chosen (click, Enter or Space). */
  onSelect: (iso: string) => void;
  /** Why some days are disabled (e.g. "Stays can be up to 45 days"), shown under the grid. */
  note?: string | undefined;
};

/** Where each key moves the focused day (the WAI-ARIA date picker grid pattern). */
function keyTarget(event: KeyboardEvent, day: string): string | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

/**
 * A month grid: arrow keys move by day and week, Home/End to the week's ends, PageUp/PageDown by
 * month (with Shift by year), Enter or Space choose. The focused day is the grid's one tab stop and
 * takes focus when the calendar opens. Days are `yyyy-MM-dd` strings throughout, so no time zone
 * can move a date. Why not a library: docs/decisions/0007-widget-calendar.md.
 */
export function Calendar({ value, min, max, onSelect, note }: CalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(() => clampDate(value ?? min, min, max));
  const gridRef = useRef<HTMLTableElement>(null);
  // Month buttons change the month but leave focus on themselves; keys and opening move it to the day.
  const moveFocus = useRef(true);

  useEffect(() => {
    if (!moveFocus.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (day: string, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(clampDate(day, min, max));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = keyTarget(event, focused);
    if (!target) return;
    event.preventDefault();
    go(target, true);
  };

  return (
    <div className="ps-calendar">
      <CalendarHead titleId={titleId} focused={focused} min={min} max={max} onMonth={(day) => go(day, false)} />
      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="ps-calendar-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <CalendarWeeks focused={focused} value={value} min={min} max={max} onSelect={onSelect} />
      </table>
      {note ? <p className="ps-calendar-note">{note}</p> : null}
    </div>
  );
}
