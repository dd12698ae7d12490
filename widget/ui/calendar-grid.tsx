import { addMonths, formatDayLabel, formatMonthLabel, monthOf, monthWeeks } from './calendar-month';

/** Props of CalendarHead. */
export type CalendarHeadProps = {
  /** The id of the month title, which names the grid. */
  titleId: string;
  /** The focused `yyyy-MM-dd`: its month is the one shown. */
  focused: string;
  /** Earliest and latest selectable `yyyy-MM-dd`: no way past their months. */
  min: string;
  /** See `min`. */
  max: string;
  /** Shows another month; the buttons keep the focus on themselves. */
  onMonth: (day: string) => void;
};

/** The month's name between Previous and Next month buttons; the name is announced as it changes. */
export function CalendarHead({ titleId, focused, min, max, onMonth }: CalendarHeadProps) {
  const month = monthOf(focused);
  return (
    <div className="ps-calendar-head">
      <button
        type="button"
        className="ps-calendar-nav"
        aria-label="Previous month"
        disabled={month <= monthOf(min)}
        onClick={() => onMonth(addMonths(focused, -1))}
      >
        <Chevron direction="left" />
      </button>
      <span id={titleId} className="ps-calendar-title" aria-live="polite">
        {formatMonthLabel(focused)}
      </span>
      <button
        type="button"
        className="ps-calendar-nav"
        aria-label="Next month"
        disabled={month >= monthOf(max)}
        onClick={() => onMonth(addMonths(focused, 1))}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}

/** Props of CalendarWeeks. */
export type CalendarWeeksProps = {
  /** The focused `yyyy-MM-dd`: its month is shown and it is the grid's one tab stop. */
  focused: string;
  /** The selected `yyyy-MM-dd`, if any. */
  value: string | undefined;
  /** Earliest and latest selectable `yyyy-MM-dd`; days outside are disabled. */
  min: string;
  /** See `min`. */
  max: string;
  /** A day was chosen. */
  onSelect: (iso: string) => void;
};

/** The grid's body: one row a week, a button a day, empty cells before the 1st and after the last. */
export function CalendarWeeks({ focused, value, min, max, onSelect }: CalendarWeeksProps) {
  return (
    <tbody>
      {monthWeeks(focused).map((week, w) => (
        <tr key={w}>
          {week.map((day, d) =>
            day ? (
              <td key={day} aria-selected={day === value}>
                <button
                  type="button"
                  className="ps-calendar-day"
                  data-day={day}
                  tabIndex={day === focused ? 0 : -1}
                  disabled={day < min || day > max}
                  aria-label={formatDayLabel(day)}
                  onClick={() => onSelect(day)}
                >
                  {Number(day.slice(8))}
                </button>
              </td>
            ) : (
              <td key={`empty-${d}`} />
            ),
          )}
        </tr>
      ))}
    </tbody>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={direction === 'left' ? 'M15 5 8 12l7 7 1.4-1.4L10.8 12l5.6-5.6z' : 'M9 5l7 7-7 7-1.4-1.4 5.6-5.6-5.6-5.6z'}
      />
    </svg>
  );
}
