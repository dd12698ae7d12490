import { WidgetProvider } from '@parking/widget';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { BookingSuccessSlot } from './booking-success-slot';

// The widget's keys, as it writes them in the tab's sessionStorage (widget/features/booking/booking-store.ts).
const draft = 'ps-booking:draft:["luton-swift-meet","luton","2026-12-10","10:00","2026-12-17","10:00",1]';
const attempt = 'ps-booking:attempt';
const coupon = 'parkcompare.couponCode';

afterEach(() => sessionStorage.removeItem(coupon));

test('landing on the success page forgets the step-1 draft and its pending key, nothing else', async () => {
  sessionStorage.setItem(draft, JSON.stringify({ firstName: 'Ada' }));
  sessionStorage.setItem(attempt, JSON.stringify({ body: '{}', key: 'k1', outcome: 'created' }));
  sessionStorage.setItem(coupon, 'CAP15');
  // The confirmation never arrives: this test is about what the page forgets, not what it shows.
  await render(
    <WidgetProvider fetcher={() => new Promise<Response>(() => undefined)}>
      <BookingSuccessSlot sessionId="sess_demo_1" />
    </WidgetProvider>,
  );
  expect(sessionStorage.getItem(draft)).toBeNull();
  expect(sessionStorage.getItem(attempt)).toBeNull();
  expect(sessionStorage.getItem(coupon)).toBe('CAP15');
});
