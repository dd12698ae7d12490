import { type CalendarEdit, EDITS_CALENDAR, londonNow, roleAtLeast } from '@parking/core';
import { useApiCache } from '@parking/client';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleHome } from '../../kit/use-console-home';
import { useConsoleTitle } from '../../shell/console-title';
import { QueryState } from '../../kit/query-state';
import { useConsoleApi } from '../../kit/console-api';
import { useConsoleMe } from '../../shell/session/use-console-me';
import '../../kit/console-pages.css';
import { CarParkSelect, NoCarParks, chosenCarPark } from '../../kit/car-park-select';
import './calendar.css';
import { CalendarEditForm } from './calendar-edit-form';
import { CalendarGrid } from './calendar-grid';
import { type CalendarChoice, calendarKey, monthRange, saveCalendar, shiftMonth, useCalendar } from './use-calendar';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]!} ${month.slice(0, 4)}`;
const isMonth = (value: string | null): value is string => value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** One car park's month: previous/next month, the grid, and the bulk-edit form for those who may edit. */
function MonthView({ choice, name, canEdit, onChoose }: MonthViewProps) {
  const query = useCalendar(choice);
  const api = useConsoleApi();
  const cache = useApiCache();
  const [status, setStatus] = useState('');
  const title = `${monthName(choice.month)} at ${name}`;
  const save = async (edit: CalendarEdit) => {
    setStatus('');
    const { changed } = await saveCalendar(api, edit);
    await cache.revalidate(calendarKey(choice));
    setStatus(`${changed} ${changed === 1 ? 'day' : 'days'} changed. New searches show it within a few seconds.`);
  };
  const today = londonNow(new Date()).date;
  const range = monthRange(choice.month);
  return (
    <>
      <div className="cal-months" role="group" aria-label="Which month">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onChoose({ ...choice, month: shiftMonth(choice.month, -1) })}
        >
          Previous month
        </button>
        <h2 className="cal-title">{title}</h2>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => onChoose({ ...choice, month: shiftMonth(choice.month, 1) })}
        >
          Next month
        </button>
      </div>
      <p className="console-status" role="status">
        {status}
      </p>
      <div className="cal-layout">
        <QueryState query={query} what="calendar">
          {(calendar) => <CalendarGrid key={choice.month} days={calendar.days} title={title} />}
        </QueryState>
        {canEdit ? (
          <CalendarEditForm
            key={`${choice.carPark}:${choice.month}`}
            carPark={choice.carPark}
            initial={{ from: range.from < today ? today : range.from, to: range.to }}
            onSave={save}
          />
        ) : (
          <p className="cal-read-only">
            Owners and managers change prices, spaces and close-outs; your role reads them.
          </p>
        )}
      </div>
    </>
  );
}
type MonthViewProps = { choice: CalendarChoice; name: string; canEdit: boolean; onChoose: (c: CalendarChoice) => void };

/**
 * The rate calendar (/console/calendar?carPark=…&month=yyyy-MM): a car park's month of days with each
 * day's price, spaces booked of its capacity and why it cannot be booked (closed, sold out, no price).
 * Owners and managers change a range of days at once; the desk reads it. The choice lives in the URL.
 */
export function CalendarPage() {
  useConsoleTitle('Rate calendar');
  const home = useConsoleHome();
  const org = useConsoleMe().data?.active;
  const [params, setParams] = useSearchParams();
  const canEdit = org ? roleAtLeast(org.kind, org.role, EDITS_CALENDAR) : false;
  const choose = (next: CalendarChoice) => setParams(new URLSearchParams(next));
  return (
    <>
      <h1>Rate calendar</h1>
      <QueryState query={home} what="car parks">
        {(data) => {
          const carParks = data.kind === 'operator' ? data.carParks : [];
          const carPark = chosenCarPark(carParks, params);
          if (!carPark) return <NoCarParks />;
          const asked = params.get('month');
          const month = isMonth(asked) ? asked : londonNow(new Date()).date.slice(0, 7);
          const choice = { carPark: carPark.id, month };
          return (
            <>
              <div className="cal-choice">
                <CarParkSelect
                  id="cal-car-park"
                  carParks={carParks}
                  value={carPark.id}
                  onChange={(id) => choose({ ...choice, carPark: id })}
                />
              </div>
              <MonthView choice={choice} name={carPark.name} canEdit={canEdit} onChoose={choose} />
            </>
          );
        }}
      </QueryState>
    </>
  );
}
