import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { type SearchCriteria, addDays, encodeSearchParam, londonNow } from '../../../packages/core/src/index.ts';
import { e2e } from '../e2e-env';
import { fillStepOne } from '../site/page-helpers';
import { partnerFiles } from './partner-pages';
import { startPartnerSite } from './partner-site';

/** A stay starting 5 days ahead, for a week: always bookable, whatever the time of day. */
export function futureCriteria(airportId = 'luton'): SearchCriteria {
  const start = addDays(londonNow(new Date()).date, 5);
  return {
    airportId,
    entryDate: start,
    entryTime: '10:00',
    exitDate: addDays(start, 7),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
}

type RecordedEvent = {
  type: string;
  target: string;
  composed: boolean;
  bubbles: boolean;
  detail: Record<string, unknown>;
};

/** What recorder.js collected on the partner page. */
export async function recorded(page: Page): Promise<{ events: RecordedEvent[]; csp: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __events: RecordedEvent[]; __cspViolations: string[] };
    return { events: w.__events, csp: w.__cspViolations };
  });
}

/** The widget's rendered search form (its public `part`): proves React mounted in the shadow root. */
export function widgetForm(widget: Locator): Locator {
  return widget.locator('[part="form"]');
}

/** The partner site (second origin, strict CSP) for the whole file; the widget comes from the real server. */
export const test = base.extend<{ partnerOrigin: string }, { partnerSite: { origin: string } }>({
  partnerSite: [
    // Playwright requires a destructuring pattern here, even an empty one.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await startPartnerSite(
        e2e.partnerPort,
        e2e.baseURL,
        partnerFiles(e2e.baseURL, encodeSearchParam(futureCriteria())),
      );
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  partnerOrigin: async ({ partnerSite }, use) => {
    await use(partnerSite.origin);
  },
});

/** Personal data typed into the booking form: none of it may reach the partner page's events. */
export const VISITOR = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '07700900123',
  registration: 'AB12 CDE',
  make: 'Toyota',
  model: 'Yaris',
  colour: 'Blue',
};

/** Step 1 of a booking inside a widget, with a return flight where the car park asks for one. */
export async function fillBookingForm(widget: Locator): Promise<void> {
  await fillStepOne(widget, VISITOR);
  const returnFlight = widget.getByLabel(/^return flight/i);
  if (await returnFlight.count()) await returnFlight.fill('EZY1234');
}

export { expect };
