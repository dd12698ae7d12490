import { e2e } from '../e2e-env';
import { fillStepOne } from '../site/page-helpers';
import { expect, test } from './fixtures';

test('books from a partner page where storage is blocked (sandboxed frame, private window), through to our success page', async ({
  page,
  partnerOrigin,
}) => {
  test.slow();
  // Every page of the journey (the partner's and ours) throws on reading either storage, as a blocked one does.
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto(`${partnerOrigin}/book.html`);
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe('SecurityError');

  const first = page.locator('#first');
  await first
    .getByRole('button', { name: /^book now/i })
    .first()
    .click();
  await fillStepOne(first, {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.lovelace@example.com',
    phone: '07700900123',
    registration: 'AB12 CDE',
    make: 'Toyota',
    model: 'Yaris',
    colour: 'Blue',
  });
  const returnFlight = first.getByLabel(/^return flight/i);
  if (await returnFlight.count()) await returnFlight.fill('EZY1234');
  await first.getByRole('button', { name: 'Place Booking' }).click();

  const pay = first.getByRole('button', { name: /^pay £/i });
  await expect(pay).toBeVisible();
  await pay.click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/api/v1/demo-checkout/`));
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/booking/success\\?session_id=`));
  await expect(page.getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/).first()).toBeVisible();
});
