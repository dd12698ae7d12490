import { type DateRange, toDisplayDate } from '@parking/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { Calendar } from './calendar';
import { errorId } from './field';
import { CalendarIcon } from './icons';

/** Props of DateField. */
export type DateFieldProps = {
  id: string;
  /** Visible label; the icon button and the calendar are named after it. */
  label: string;
  /** `yyyy-MM-dd` or undefined when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /**
   * Earliest and latest selectable `yyyy-MM-dd`, asked for only when the calendar opens: the search
   * form's limits start from today's London date, whose first reading starts Intl (costly on a phone),
   * which a partner page should not pay for a calendar nobody opened.
   */
  range: () => DateRange;
  error?: string | undefined;
  placeholder?: string;
  /** Why days outside min–max are disabled, shown under the open calendar (e.g. "Stays can be up to 45 days"). */
  limitNote?: string | undefined;
};

/**
 * A read-only dd-mm-yyyy date input with a calendar button. Read-only so phones show the calendar
 * instead of a keyboard. The calendar sits in a native popover: the top layer lifts it over the
 * partner's page from inside the shadow root with no positioning library, and the browser handles
 * light dismiss; CSS anchor positioning puts it under the field where supported (centred otherwise).
 * It mounts only while open, so a closed field costs no calendar render.
 */
export function DateField({ id, label, value, onChange, range, error, placeholder, limitNote }: DateFieldProps) {
  const popoverId = `${id}-calendar`;
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
  // ArrowDown or Space open the calendar from the input (Enter still submits the form, as in any text
  // field). Space opens on key up: opened on key down, the day taking focus would get the key up as a click.
  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== ' ') return;
    event.preventDefault();
    if (event.key === 'ArrowDown') show();
  };
  const onInputKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ') show();
  };
  // Escape would close the popover natively but return focus to whatever opened it; the field is
  // where a keyboard user expects to be.
  const onPopoverKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeToField();
  };

  return (
    <div className="ps-date">
      <input
        ref={inputRef}
        id={id}
        type="text"
        readOnly
        className="ps-input ps-date-input"
        value={value ? toDisplayDate(value) : ''}
        placeholder={placeholder ?? 'dd-mm-yyyy'}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onClick={show}
        onKeyDown={onInputKeyDown}
        onKeyUp={onInputKeyUp}
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
        ref={popoverRef}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={`${label} calendar`}
        className="ps-calendar-popover"
        onToggle={(event) => setOpen(event.newState === 'open')}
        onKeyDown={onPopoverKey}
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
