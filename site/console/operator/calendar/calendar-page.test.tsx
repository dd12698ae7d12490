import axe from 'axe-core';
import { type Calendar, type CalendarDay, datesFrom } from '@parking/core';
import { ApiProvider, type Fetcher } from '@parking/client';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MemoryRouter } from 'react-router';
import { CONSOLE_API } from '../../kit/console-api';
import { CalendarPage } from './calendar-page';
import '../../../styles/index.css';

// A month far ahead, so "today" never cuts into it.
const MONTH = '2030-01';
const CAR_PARK = { id: 'cp-luton', name: 'Swift Luton', airport: 'London Luton' };
const HOME = { kind: 'operator', carParks: [CAR_PARK], arrivalsToday: 0, returnsToday: 0 };
const meAs = (role: string) => ({
  user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
  organizations: [],
  active: { id: 'op', name: 'Swift', kind: 'operator', role },
  hasPasskey: true,
  passkeyRequired: false,
  signInMethod: 'passkey',
  passkeySignInRequired: false,
  stepUpFreshUntil: null,
});

const day = (date: string, price = 1200): CalendarDay => ({
  date,
  pricePerDay: price,
  standardPrice: 1200,
  capacity: 40,
  booked: date === '2030-01-04' ? 5 : 0,
  closed: date === '2030-01-25',
  bookable: date !== '2030-01-25',
  reason: date === '2030-01-25' ? 'Closed' : null,
});
const month = (price = 1200): Calendar => ({
  carPark: CAR_PARK,
  today: '2029-12-01',
  days: datesFrom('2030-01-01', '2030-01-31').map((d) => day(d, price)),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page as `role`; `onPut` answers the bulk edit. Returns the bodies sent. */
async function open(role: string, onPut: (body: unknown) => Response = () => json({ changed: 31 })) {
  const sent: unknown[] = [];
  let saved = false;
  const fetcher: Fetcher = async (input, init) => {
    if (input.includes('/console/home')) return json(HOME);
    if (input.includes('/console/me')) return json(meAs(role));
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      const res = onPut(sent.at(-1));
      saved ||= res.ok;
      return res;
    }
    return json(month(saved ? 1500 : 1200));
  };
  const screen = await render(
    <ApiProvider {...CONSOLE_API} fetcher={fetcher}>
      <MemoryRouter initialEntries={[`/console/calendar?carPark=cp-luton&month=${MONTH}`]}>
        <CalendarPage />
      </MemoryRouter>
    </ApiProvider>,
  );
  return { screen, sent };
}

const cell = (text: string) => page.getByRole('gridcell').filter({ hasText: text });

// Submitted with Enter from the field: a click would first blur it, and the message that then appears
// moves the button away from under the pointer.
describe('the rate calendar page', () => {
  test('shows each day in a labelled grid the arrow keys move through; axe passes', async () => {
    const { screen } = await open('manager');
    await expect.element(page.getByRole('grid', { name: 'January 2030 at Swift Luton' })).toBeVisible();
    await expect.element(cell('Fri 4 Jan 2030')).toHaveTextContent('5/40');
    await expect.element(cell('Fri 25 Jan 2030')).toHaveTextContent('Closed');
    await userEvent.click(cell('Tue 1 Jan 2030'));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(cell('Wed 2 Jan 2030')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(cell('Wed 9 Jan 2030')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(cell('Sun 13 Jan 2030')).toHaveFocus();
    const { violations } = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('checks the price before sending, shows a refusal beside its field, and reloads the grid after a save', async () => {
    let refuse = true;
    const { sent } = await open('owner', () =>
      refuse
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Capacity is below the spaces booked',
                fields: { capacity: 'Capacity 3 is below the 5 spaces booked on Fri 4 Jan 2030' },
              },
            },
            400,
          )
        : json({ changed: 31 }),
    );
    await page.getByLabelText('Price per vehicle per day (£), empty to keep').fill('12.345');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Enter a price in pounds and whole pence');
    expect(sent).toEqual([]);
    await page.getByLabelText('Price per vehicle per day (£), empty to keep').fill('15');
    await page.getByLabelText('Spaces per day, empty to keep').fill('3');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByText('Capacity 3 is below the 5 spaces booked on Fri 4 Jan 2030').first())
      .toBeVisible();
    expect(sent.at(-1)).toMatchObject({
      carPark: 'cp-luton',
      from: '2030-01-01',
      to: '2030-01-31',
      pricePerDay: 1500,
      capacity: 3,
    });
    refuse = false;
    await page.getByLabelText('Spaces per day, empty to keep').fill('');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('31 days changed');
    await expect.element(cell('Tue 1 Jan 2030')).toHaveTextContent('£15.00');
  });

  test('is read-only for the desk', async () => {
    await open('desk');
    await expect.element(cell('Tue 1 Jan 2030')).toHaveTextContent('£12.00');
    await expect.element(page.getByText('your role reads them')).toBeVisible();
    expect(page.getByRole('button', { name: 'Save changes' }).elements()).toHaveLength(0);
  });
});
