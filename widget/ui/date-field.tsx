import { type InputHTMLAttributes, type Ref, useRef } from 'react';
import { enGB } from 'date-fns/locale/en-GB';
import DatePicker from 'react-datepicker';
import { isoToPickerDate, pickerDateToIso } from '../lib/dates';
import { CalendarIcon } from './icons';

/** Props of DateField. */
export type DateFieldProps = {
  id: string;
  /** Visible label; the icon button is named after it. */
  label: string;
  /** `yyyy-MM-dd` or undefined when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Earliest and latest selectable `yyyy-MM-dd`. */
  min: string;
  max: string;
  error?: string | undefined;
  placeholder?: string;
};

/**
 * The visible input. Read-only so phones show the calendar instead of a keyboard; react-datepicker's
 * own `readOnly` prop would also stop the calendar opening, hence a custom input.
 */
function ReadOnlyInput(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input {...props} type="text" readOnly />;
}

/**
 * A read-only dd-mm-yyyy date input with a calendar button (spec §2). The popper uses a fixed
 * strategy and no portal: a portal to document.body would leave the shadow root and its styles.
 */
export function DateField({ id, label, value, onChange, min, max, error, placeholder = 'dd-mm-yyyy' }: DateFieldProps) {
  const picker = useRef<DatePicker>(null);
  return (
    <div className="ps-date">
      <DatePicker
        ref={picker}
        id={id}
        selected={isoToPickerDate(value)}
        onChange={(d: Date | null) => onChange(pickerDateToIso(d))}
        minDate={isoToPickerDate(min) ?? undefined}
        maxDate={isoToPickerDate(max) ?? undefined}
        // British labels ("Choose Thursday, 3 December 2026") contain the visible day number, which
        // screen-reader and voice users need (axe label-content-name-mismatch); weeks start on Monday.
        locale={enGB}
        dateFormat="dd-MM-yyyy"
        placeholderText={placeholder}
        customInput={<ReadOnlyInput />}
        autoComplete="off"
        className="ps-input ps-date-input"
        calendarClassName="ps-calendar"
        popperClassName="ps-popper"
        popperPlacement="bottom-start"
        popperProps={{ strategy: 'fixed' }}
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={error ? `${id}-error` : undefined}
      />
      <button
        type="button"
        className="ps-date-button"
        aria-label={`Open ${label} calendar`}
        onClick={() => picker.current?.setOpen(!picker.current.isCalendarOpen())}
      >
        <CalendarIcon />
      </button>
    </div>
  );
}
