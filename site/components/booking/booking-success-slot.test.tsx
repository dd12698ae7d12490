import { WidgetProvider, readStored, removeStored, writeStored } from '@parking/widget';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { BookingSuccessSlot } from './booking-success-slot';

// The widget's keys, as it writes them in the tab's session storage (widget/features/booking/booking-store.ts).
const draft = 'booking:draft:["luton-swift-meet","luton","2026-12-10","10:00","2026-12-17","10:00",1]';
const attempt = 'booking:attempt';
const coupon = 'coupon-code';

afterEach(() => removeStored('session', coupon));

test('landing on the success page forgets the step-1 draft and its pending key, nothing else', async () => {
  writeStored('session', draft, { firstName: 'Ada' });
  writeStored('session', attempt, { body: '{}', key: 'k1', outcome: 'created' });
  writeStored('session', coupon, 'CAP15');
  // The confirmation never arrives: this test is about what the page forgets, not what it shows.
  await render(
    <WidgetProvider fetcher={() => new Promise<Response>(() => undefined)}>
      <BookingSuccessSlot sessionId="sess_demo_1" />
    </WidgetProvider>,
  );
  expect(readStored('session', draft)).toBeUndefined();
  expect(readStored('session', attempt)).toBeUndefined();
  expect(readStored('session', coupon)).toBe('CAP15');
});
