import { type DateRange, toDisplayDate } from '@parking/core';
import { type KeyboardEvent, type ToggleEvent, useRef, useState } from 'react';
import { Calendar } from './calendar';
import { errorId } from './field';
import { CalendarIcon } from './icons';

/** Props of DateField. */
export type DateFieldProps = {
  /** The input's id, which the field's `<label>` names; the popover's id derives from it. */
  id: string;
  /** Visible label; the icon button and the calendar are named after it. */
  label: string;
  /** `yyyy-MM-dd` or undefined when empty. */
  value: string | undefined;
  /** A day was chosen in the calendar. */
  onChange: (value: string | undefined) => void;
  /**
   * Earliest and latest selectable `yyyy-MM-dd`, asked for only when the calendar opens: the search
   * form's limits start from today's London date, whose first reading starts Intl (costly on a phone),
   * which a partner page should not pay for a calendar nobody opened.
   */
  range: () => DateRange;
  /** The field's message: marks the input invalid and describes it. */
  error?: string | undefined;
  /** Shown while empty; `dd-mm-yyyy` by default. */
  placeholder?: string;
  /** Why days outside min–max are disabled, shown under the open calendar (e.g. "Stays can be up to 45 days"). */
  limitNote?: string | undefined;
};

/**
 * The input's and the popover's refs and handlers (spread them on the elements), whether the calendar is
 * open, and the way back to the field once a day is chosen.
 */
function useCalendarPopover() {
  const inputRef = useRef<HTMLInputElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const show = () => {
    if (!popoverRef.current?.matches(':popover-open')) popoverRef.current?.showPopover();
  };
  const closeToField = () => {
    if (popoverRef.current?.matches(':popover-open')) popoverRef.current.hidePopover();
    inputRef.current?.focus();
  };
  const inputProps = {
    ref: inputRef,
    onClick: show,
    // ArrowDown or Space open the calendar from the input (Enter still submits the form, as in any text
    // field). Space opens on key up: opened on key down, the day taking focus would get the key up as a click.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== ' ') return;
      event.preventDefault();
      if (event.key === 'ArrowDown') show();
    },
    onKeyUp: (event: KeyboardEvent) => {
      if (event.key === ' ') show();
    },
  };
  const popoverProps = {
    ref: popoverRef,
    onToggle: (event: ToggleEvent) => setOpen(event.newState === 'open'),
    // Escape would close the popover natively but return focus to whatever opened it; the field is
    // where a keyboard user expects to be.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeToField();
    },
  };
  return { open, closeToField, inputProps, popoverProps };
}

/**
 * A read-only dd-mm-yyyy date input with a calendar button. Read-only so phones show the calendar
 * instead of a keyboard. The calendar sits in a native popover: the top layer lifts it over the
 * partner's page from inside the shadow root with no positioning library, and the browser handles
 * light dismiss; CSS anchor positioning puts it under the field where supported (centred otherwise).
 * It mounts only while open, so a closed field costs no calendar render.
 */
export function DateField({ id, label, value, onChange, range, error, placeholder, limitNote }: DateFieldProps) {
  const popoverId = `${id}-calendar`;
  const { open, closeToField, inputProps, popoverProps } = useCalendarPopover();

  return (
    <div className="ps-date">
      <input
        {...inputProps}
        id={id}
        type="text"
        readOnly
        className="ps-input ps-date-input"
        value={value ? toDisplayDate(value) : ''}
        placeholder={placeholder ?? 'dd-mm-yyyy'}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
      />
      <button
        type="button"
        className="ps-date-button"
        aria-label={`Open ${label} calendar`}
        aria-haspopup="dialog"
        aria-expanded={open}
        popoverTarget={popoverId}
      >
        <CalendarIcon />
      </button>
      <div
        {...popoverProps}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={`${label} calendar`}
        className="ps-calendar-popover"
      >
        {open ? (
          <Calendar
            value={value}
            {...range()}
            note={limitNote}
            onSelect={(day) => {
              onChange(day);
              closeToField();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
