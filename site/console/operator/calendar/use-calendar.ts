import { type Calendar, type CalendarEdit, CalendarEditedSchema, CalendarSchema, addDays } from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../kit/console-api';

/** The car park and month (`yyyy-MM`) the calendar shows. */
export type CalendarChoice = { carPark: string; month: string };

/** The first and last London day of a month `yyyy-MM`. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The month `n` months after `month` (`yyyy-MM`). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The cache key (and path under the API base) of one car park's month. */
export const calendarKey = ({ carPark, month }: CalendarChoice) =>
  `/console/calendar?${new URLSearchParams({ carPark, ...monthRange(month) })}`;

/** `GET /api/v1/console/calendar` for one month. */
export function useCalendar(choice: CalendarChoice): ApiQuery<Calendar> {
  const api = useConsoleApi();
  const key = calendarKey(choice);
  return useApiQuery(key, () => apiRequest(api, key, { schema: CalendarSchema }));
}

/** `PUT /api/v1/console/calendar`: the bulk edit; answers how many days changed. */
export const saveCalendar = (api: ApiClientOptions, edit: CalendarEdit) =>
  apiRequest(api, '/console/calendar', { method: 'PUT', body: edit, schema: CalendarEditedSchema });
