import { format } from 'date-fns';

/**
 * `yyyy-MM-dd` → a local Date at midnight, for react-datepicker, which works in the browser's zone.
 * The wall date is what matters, so the local zone only carries it and never shifts it.
 */
export function isoToPickerDate(iso: string | undefined): Date | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A local Date from react-datepicker → its wall date `yyyy-MM-dd`. */
export function pickerDateToIso(date: Date | null): string | undefined {
  return date ? format(date, 'yyyy-MM-dd') : undefined;
}
